-- The zone of the device each user last used (X-Time-Zone), for background jobs that run on the user's date.
ALTER TABLE "users" ADD COLUMN "time_zone" text;
