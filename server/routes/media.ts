/**
 * The images entries show, served from the database under /media/<name>.
 * The name is content-addressed (app/lib/publishing/media.ts), so an
 * address never changes what it shows: cached for a year, like the build's
 * hashed files, with nothing allowed to run. A name that is not one of
 * ours is the 404 page without asking the database.
 */
import type { FastifyInstance } from "fastify";

import { MEDIA_PREFIX, parseMediaName } from "~/lib/publishing/media";

import { fileHeaders } from "../http-policy";
import { imageByName } from "../publishing/entry-images";

export default async function mediaRoutes(app: FastifyInstance) {
  const { db } = app.intake;
  app.get<{ Params: { name: string } }>(`${MEDIA_PREFIX}:name`, async (request, reply) => {
    const media = parseMediaName(request.params.name);
    const image = media && (await imageByName(db, media.name));
    if (!media || !image) return reply.callNotFound();
    const etag = `"${media.name}"`;
    reply.headers({
      ...fileHeaders(`${MEDIA_PREFIX}${media.name}`, undefined),
      "Content-Type": image.contentType,
      ETag: etag,
    });
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply.send(image.bytes);
  });
}
