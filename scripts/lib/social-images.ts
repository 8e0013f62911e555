import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** A PNG for link previews (Open Graph, Twitter), made from a shipped SVG at build time: no image host. */
export async function socialPng(svgFile: string, outFile: string): Promise<void> {
  mkdirSync(path.dirname(outFile), { recursive: true });
  await sharp(svgFile).resize(1200, 630).png({ compressionLevel: 9 }).toFile(outFile);
}
