-- raffle draws: the demo raffles' pictures were named as JPEGs that were never shipped; the shop now ships
-- each prize's picture as AVIF and WebP at three widths and a draw names its 800 px WebP (decision 0070).
-- Draws seeded before keep working pictures.
UPDATE "raffle_draws"
SET "feature_image" = regexp_replace("feature_image", '^(/images/raffles/[a-z-]+)\.jpg$', '\1-800.webp')
WHERE "feature_image" ~ '^/images/raffles/[a-z-]+\.jpg$';
