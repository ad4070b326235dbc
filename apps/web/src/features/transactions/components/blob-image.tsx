import { type ImgHTMLAttributes, useEffect, useRef } from 'react';

/**
 * An <img> showing a Blob (an attachment fetched with the session's token). Its object URL is made
 * when the image mounts or the blob changes and revoked when it unmounts: a URL left unrevoked
 * keeps the file's bytes in memory until the page is closed.
 */
export function BlobImage({ blob, alt, ...props }: { blob: Blob; alt: string } & ImgHTMLAttributes<HTMLImageElement>) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <img ref={image} alt={alt} {...props} />;
}
