import { Router } from 'express';
import { ILLUSTRATION_SEED_MAX, illustrationSceneOfFile, isIllustrationSeed } from '@wonderkin/shared';
import type { Logger } from '@wonderkin/server-kit';
import type { IllustrationCache } from '../illustrations/illustration-cache';
import { SCENE_NAMES } from '../illustrations/scenes';

/** Scenes the URL may name: every "key" and "key:variant" the engine draws, without its fallback alias "generic". */
const SERVED_SCENES = new Set(SCENE_NAMES.filter((name) => !name.startsWith('generic')));

// A month in browsers and shared caches: a picture's URL names what it shows, and it changes only when the art
// does (then its ETag tells a browser that revalidates).
const CACHE_CONTROL = 'public, max-age=2592000';

/**
 * GET /media/illustrations/<scene>.svg?seed=N → our own drawing of a scene (image/svg+xml), the pictures of lessons.
 * "volcano-erupting.svg" is the scene "volcano:erupting"; seed 1…ILLUSTRATION_SEED_MAX (default 1) moves its
 * small details. Drawn once, then served from the disk cache. 404 JSON for a scene we do not draw, 400 for a bad seed.
 */
export function illustrationRoutes(cache: IllustrationCache, logger: Logger): Router {
  const router = Router();
  router.get('/media/illustrations/:file', async (req, res) => {
    const scene = illustrationSceneOfFile(req.params.file);
    if (!scene || !SERVED_SCENES.has(scene)) {
      res.status(404).json({ error: 'We have no picture by that name.' });
      return;
    }
    const rawSeed = req.query.seed ?? '1';
    const seed = typeof rawSeed === 'string' && /^\d{1,4}$/.test(rawSeed) ? Number(rawSeed) : NaN;
    if (!isIllustrationSeed(seed)) {
      res.status(400).json({ error: `The picture's seed must be a whole number from 1 to ${ILLUSTRATION_SEED_MAX}.` });
      return;
    }
    try {
      const { file, hit } = await cache.get(scene, seed);
      res.setHeader('X-Illustration-Cache', hit ? 'hit' : 'miss');
      // Opened on its own, the picture may run nothing and load nothing (it needs neither).
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      res.type('image/svg+xml');
      res.sendFile(file, { cacheControl: false, headers: { 'Cache-Control': CACHE_CONTROL } }, (error) => {
        if (error && !res.headersSent) res.status(500).type('json').json({ error: 'Could not load that picture.' });
      });
    } catch (error) {
      logger.error({ err: error, scene, seed }, 'could not draw an illustration');
      res.status(500).json({ error: 'Could not draw that picture.' });
    }
  });
  return router;
}
