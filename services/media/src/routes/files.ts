import path from 'node:path';
import { Router } from 'express';
import { MESSAGES } from '@wonderkin/shared';
import { creationDir, isCreationId, isServedFileName, type MediaPaths } from '../paths';

/**
 * GET /media/creations/:id/:file → a creation's file with its real content type (audio/mpeg, video/mp4,
 * application/pdf) and HTTP range requests, so audio and video can seek.
 */
export function fileRoutes(paths: MediaPaths): Router {
  const router = Router();
  router.get('/media/creations/:id/:file', (req, res) => {
    const { id, file } = req.params;
    if (!isCreationId(id) || !isServedFileName(file)) {
      res.status(404).json({ error: MESSAGES.notFoundApi });
      return;
    }
    const full = path.join(creationDir(paths, id), file);
    res.sendFile(full, { acceptRanges: true, cacheControl: false, headers: { 'Cache-Control': 'private, no-cache' } }, (error) => {
      if (!error || res.headersSent) return;
      // A Range outside the file is the client's to change (send has set Content-Range: bytes */size); else no file.
      // send has already named the file's type (audio/mpeg): the answer in words is JSON.
      if ((error as { status?: number }).status === 416) {
        res.status(416).type('json').json({ error: MESSAGES.rangeNotSatisfiable });
        return;
      }
      res.status(404).type('json').json({ error: MESSAGES.notFoundApi });
    });
  });
  return router;
}
