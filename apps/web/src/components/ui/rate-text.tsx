import { Fragment } from 'react';
import { rateParts, type RateNote } from '../../lib/rate-note.ts';

const piece = { whiteSpace: 'nowrap' } as const;

/**
 * "1 USD = 4.380,5 COP · 24 nov 2026 · tu tasa" (lib/rate-note.ts), wrapping only between its
 * pieces: on a phone "tu" and "tasa" never end up on two lines.
 */
export function RateText({ note, locale }: { note: RateNote; locale: string }) {
  return (
    <>
      {rateParts(note, locale).map((part, index) => (
        <Fragment key={part}>
          {index > 0 ? ' · ' : null}
          <span style={piece}>{part}</span>
        </Fragment>
      ))}
    </>
  );
}
