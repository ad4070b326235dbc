import { and, eq, inArray } from 'drizzle-orm';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { AppConfig } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { attachmentFiles, attachmentVariants } from '../db/schema/index.ts';

export type FileVariant = (typeof attachmentVariants)[number];

/**
 * Where the bytes of attachments live (decision 042): PostgreSQL by default, beside their metadata
 * but in a table of their own, or an S3-compatible bucket when the S3_* settings are given.
 * `put` takes the caller's transaction: in PostgreSQL the bytes commit or roll back with the row.
 */
export type FileStorage = {
  kind: 'postgres' | 's3';
  put(tx: Tx, attachmentId: string, variant: FileVariant, data: Buffer, contentType: string): Promise<void>;
  get(attachmentId: string, variant: FileVariant): Promise<Buffer | null>;
  /** Removes every variant of these attachments; missing ones are no error. */
  delete(attachmentIds: readonly string[]): Promise<void>;
  /**
   * The attachment ids that have an object last written before `before` (S3 only: in PostgreSQL a
   * file cannot outlive its row, the foreign key takes it). The orphan sweep compares them with the rows.
   */
  storedBefore?(before: Date): Promise<string[]>;
};

function postgresStorage(db: Db): FileStorage {
  return {
    kind: 'postgres',
    async put(tx, attachmentId, variant, data) {
      await tx
        .insert(attachmentFiles)
        .values({ attachmentId, variant, data })
        .onConflictDoUpdate({ target: [attachmentFiles.attachmentId, attachmentFiles.variant], set: { data } });
    },
    async get(attachmentId, variant) {
      const [row] = await db
        .select({ data: attachmentFiles.data })
        .from(attachmentFiles)
        .where(and(eq(attachmentFiles.attachmentId, attachmentId), eq(attachmentFiles.variant, variant)))
        .limit(1);
      return row?.data ?? null;
    },
    async delete(attachmentIds) {
      if (attachmentIds.length === 0) return;
      await db.delete(attachmentFiles).where(inArray(attachmentFiles.attachmentId, [...attachmentIds]));
    },
  };
}

type S3Settings = { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string };

const objectKey = (attachmentId: string, variant: FileVariant) => `attachments/${attachmentId}/${variant}`;

function s3Storage(settings: S3Settings): FileStorage {
  let client: Promise<{ s3: S3Sdk.S3Client; sdk: typeof S3Sdk }> | undefined;
  // The SDK loads with the first file, not at every start.
  const connect = () =>
    (client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        endpoint: settings.endpoint,
        region: settings.region,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        // MinIO, Garage, R2 and most self-hosted stores answer on paths, not on bucket subdomains,
        // and not all of them know the newer checksum headers.
        forcePathStyle: true,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  return {
    kind: 's3',
    async put(_tx, attachmentId, variant, data, contentType) {
      const { s3, sdk } = await connect();
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(attachmentId, variant),
          Body: data,
          ContentType: contentType,
        }),
      );
    },
    async get(attachmentId, variant) {
      const { s3, sdk } = await connect();
      try {
        const answer = await s3.send(
          new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(attachmentId, variant) }),
        );
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof sdk.NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(attachmentIds) {
      const { s3, sdk } = await connect();
      for (const id of attachmentIds) {
        for (const variant of attachmentVariants) {
          await s3.send(new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(id, variant) }));
        }
      }
    },
    async storedBefore(before) {
      const { s3, sdk } = await connect();
      const ids = new Set<string>();
      let token: string | undefined;
      do {
        const page = await s3.send(
          new sdk.ListObjectsV2Command({ Bucket: settings.bucket, Prefix: 'attachments/', ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const id = /^attachments\/([0-9a-f-]{36})\//.exec(object.Key ?? '')?.[1];
          if (id && object.LastModified && object.LastModified < before) ids.add(id);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return [...ids];
    },
  };
}

const storages = new WeakMap<Db, FileStorage>();

/** The storage the settings choose, one per database handle (so per app and per test app). */
export function fileStorageFor(deps: { config: AppConfig; db: Db }): FileStorage {
  let storage = storages.get(deps.db);
  if (!storage) {
    const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION } = deps.config;
    storage =
      S3_ENDPOINT && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
        ? s3Storage({
            endpoint: S3_ENDPOINT,
            bucket: S3_BUCKET,
            accessKeyId: S3_ACCESS_KEY_ID,
            secretAccessKey: S3_SECRET_ACCESS_KEY,
            region: S3_REGION,
          })
        : postgresStorage(deps.db);
    storages.set(deps.db, storage);
  }
  return storage;
}
