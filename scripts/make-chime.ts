import { writeFileSync } from 'node:fs';

/**
 * Writes the kitchen board's new-order chime (public/sounds/kitchen-chime.wav): two short sine
 * notes, 880 Hz then 1320 Hz, with a soft fade so they do not click. Made here rather than fetched
 * (no network, no dependency); a file of our own origin, as the CSP allows media from 'self' only.
 * Run: node --import tsx scripts/make-chime.ts
 */
const rate = 22_050;
const notes = [
  { hz: 880, seconds: 0.18 },
  { hz: 1320, seconds: 0.32 },
];
const total = notes.reduce((sum, n) => sum + Math.round(n.seconds * rate), 0);
const wav = Buffer.alloc(44 + total * 2);
wav.write('RIFF', 0, 'ascii');
wav.writeUInt32LE(36 + total * 2, 4);
wav.write('WAVE', 8, 'ascii');
wav.write('fmt ', 12, 'ascii');
wav.writeUInt32LE(16, 16);
wav.writeUInt16LE(1, 20); // PCM
wav.writeUInt16LE(1, 22); // mono
wav.writeUInt32LE(rate, 24);
wav.writeUInt32LE(rate * 2, 28);
wav.writeUInt16LE(2, 32);
wav.writeUInt16LE(16, 34);
wav.write('data', 36, 'ascii');
wav.writeUInt32LE(total * 2, 40);
let offset = 44;
for (const note of notes) {
  const count = Math.round(note.seconds * rate);
  for (let i = 0; i < count; i++) {
    const fade = Math.min(1, i / 200, (count - i) / 800);
    const sample = Math.sin((2 * Math.PI * note.hz * i) / rate) * 0.5 * fade;
    wav.writeInt16LE(Math.round(sample * 32_767), offset);
    offset += 2;
  }
}
writeFileSync(new URL('../public/sounds/kitchen-chime.wav', import.meta.url), wav);
