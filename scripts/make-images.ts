// Encodes the shop's drawings (apps/web/art/<folder>/<name>.svg) as the pictures it ships
// (apps/web/public/images/<folder>/<name>-<width>.<format>), at every width and format of the naming
// rule in packages/domain/src/pictures.ts. Run once after a drawing changes (npm run images) and commit
// the files; a redrawn picture gets a new name, because browsers keep these files for a year.
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import {
  PICTURE_ASPECT,
  PICTURE_FORMATS,
  PICTURE_WIDTHS,
  type PictureFormat,
} from '../packages/domain/src/pictures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artDir = path.join(root, 'apps/web/art');
const imagesDir = path.join(root, 'apps/web/public/images');

// Flat colour survives strong compression; these keep edges clean at a fraction of lossless sizes.
const encoders: Record<PictureFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 9, chromaSubsampling: '4:4:4' }),
  webp: (image) => image.webp({ quality: 80, effort: 6, smartSubsample: true }),
};

async function encode(svgPath: string, outDir: string): Promise<number> {
  const name = path.basename(svgPath, '.svg');
  const svg = readFileSync(svgPath);
  let bytes = 0;
  for (const width of PICTURE_WIDTHS) {
    const height = (width * PICTURE_ASPECT.height) / PICTURE_ASPECT.width;
    // Drawn at the target size rather than scaled down from one large bitmap: sharper lines.
    const density = (72 * width) / 1600;
    for (const format of PICTURE_FORMATS) {
      const out = path.join(outDir, `${name}-${width}.${format}`);
      const image = sharp(svg, { density }).resize(width, height, { fit: 'cover' });
      await encoders[format](image).toFile(out);
      const size = statSync(out).size;
      bytes += size;
      console.log(`${path.relative(root, out)}  ${(size / 1024).toFixed(1)} KB`);
    }
  }
  return bytes;
}

let total = 0;
for (const folder of readdirSync(artDir)) {
  const outDir = path.join(imagesDir, folder);
  mkdirSync(outDir, { recursive: true });
  for (const file of readdirSync(path.join(artDir, folder)).filter((name) => name.endsWith('.svg'))) {
    total += await encode(path.join(artDir, folder, file), outDir);
  }
}
console.log(`${(total / 1024).toFixed(1)} KB in all`);
