-- Run results move from jsonb to packed JSON in bytea (src/db/packed-json.ts): new results are
-- brotli-compressed by the server; existing ones are converted here to the plain format (format
-- byte 0, then the JSON text), which reads back to the same value. SQL cannot write brotli.
ALTER TABLE "runs" ALTER COLUMN "result" SET DATA TYPE bytea USING CASE WHEN "result" IS NULL THEN NULL ELSE '\x00'::bytea || convert_to("result"::text, 'UTF8') END;
