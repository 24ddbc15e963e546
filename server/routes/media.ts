/**
 * The images entries show, served from the database under /media/<name>.
 * The name is content-addressed (app/lib/publishing/media.ts), so an
 * address never changes what it shows: cached for a year, like the build's
 * hashed files, with nothing allowed to run. A name that is not one of
 * ours is the 404 page without asking the database. Before the first is
 * served, images stored before their metadata was stripped are stripped
 * (once per database; the server starts when it is done).
 */
import type { FastifyInstance } from "fastify";

import { MEDIA_PREFIX, parseMediaName } from "~/lib/publishing/media";

import { fileHeaders } from "../http-policy";
import { imageByName, stripStoredImages } from "../publishing/entry-images";

export default async function mediaRoutes(app: FastifyInstance) {
  const { db } = app;
  const pass = await stripStoredImages(db);
  if (pass?.stripped) app.log.info({ images: pass.stripped }, "stripped stored images' metadata");
  if (pass?.removed.length) {
    app.log.warn(
      { removed: pass.removed },
      "removed stored images whose structure does not hold, rather than serve them as they came: upload them again",
    );
  }
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
