// Writes public/favicon.ico (32×32, 32-bit BMP inside an ICO): a turquoise sun over a teal sea.
// Kept as a script so the icon is reproducible without an image editor.
import { writeFileSync } from "node:fs";

const size = 32;
const pixels = Buffer.alloc(size * size * 4);
for (let y = 0; y < size; y++) {
  for (let x = 0; x < size; x++) {
    const row = size - 1 - y; // BMP rows run bottom-up
    const i = (row * size + x) * 4;
    const dx = x - 15.5,
      dy = y - 15.5;
    const inside = dx * dx + dy * dy <= 15.5 * 15.5;
    let [r, g, b, a] = [0, 0, 0, 0];
    if (inside) {
      if (y > 19) [r, g, b] = [0x0b, 0x4f, 0x5c];
      else if ((x - 15.5) ** 2 + (y - 14) ** 2 < 36) [r, g, b] = [0xf6, 0xb3, 0x52];
      else [r, g, b] = [0x2b, 0xb3, 0xb1];
      a = 255;
    }
    pixels.writeUInt8(b, i);
    pixels.writeUInt8(g, i + 1);
    pixels.writeUInt8(r, i + 2);
    pixels.writeUInt8(a, i + 3);
  }
}
const mask = Buffer.alloc(size * (size / 8)); // AND mask unused with 32-bit alpha
const header = Buffer.alloc(40);
header.writeUInt32LE(40, 0);
header.writeInt32LE(size, 4);
header.writeInt32LE(size * 2, 8);
header.writeUInt16LE(1, 12);
header.writeUInt16LE(32, 14);
header.writeUInt32LE(pixels.length + mask.length, 20);
const image = Buffer.concat([header, pixels, mask]);
const dir = Buffer.alloc(6 + 16);
dir.writeUInt16LE(0, 0);
dir.writeUInt16LE(1, 2);
dir.writeUInt16LE(1, 4);
dir.writeUInt8(size, 6);
dir.writeUInt8(size, 7);
dir.writeUInt16LE(1, 10);
dir.writeUInt16LE(32, 12);
dir.writeUInt32LE(image.length, 14);
dir.writeUInt32LE(22, 18);
writeFileSync("public/favicon.ico", Buffer.concat([dir, image]));
