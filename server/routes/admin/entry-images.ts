/**
 * Uploading an image for an entry: owners and editors send the
 * file itself as the body, with its type. What the file is comes from its
 * first bytes, never the header; its size from its own header. PNG, JPEG,
 * WebP and GIF up to 2 MiB; no SVG (it can carry script). What is kept is the
 * picture without its metadata (EXIF, XMP, GPS: ../../publishing/image-metadata.ts).
 */
import type { FastifyInstance } from "fastify";

import { uploadImage } from "~/lib/console-api/entries";
import { MEDIA_PREFIX, mediaTypes } from "~/lib/publishing/media";

import { requireRole } from "../../plugins/authorization";
import { MAX_IMAGE_BYTES, storeImage, uploadedImage } from "../../publishing/entry-images";
import { refuse } from "../../refusals";
import { actorOf, serve } from "./request-input";

export default async function entryImageRoutes(app: FastifyInstance) {
  const { db } = app;
  // This plugin's own parser: the raw bytes, for the four image types only (any other is a 415).
  app.addContentTypeParser(
    Object.values(mediaTypes),
    { parseAs: "buffer", bodyLimit: MAX_IMAGE_BYTES },
    (_request, body, done) => done(null, body),
  );

  serve(
    app,
    uploadImage,
    // Who may upload is settled before a byte of the body is read.
    { onRequest: requireRole("editor"), bodyLimit: MAX_IMAGE_BYTES },
    async (_, request, reply) => {
      const upload = Buffer.isBuffer(request.body) ? uploadedImage(request.body) : undefined;
      if (!upload) return refuse(request, reply, 415);
      const { image, bytes } = upload;
      await storeImage(db, image, bytes, actorOf(request));
      reply.code(201);
      return { url: `${MEDIA_PREFIX}${image.name}`, width: image.width, height: image.height };
    },
  );
}
