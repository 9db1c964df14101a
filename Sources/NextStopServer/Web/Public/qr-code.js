// QR codes (ISO/IEC 18004) for short texts such as a link's address: byte mode, versions 1 to 6, error correction
// level L or M, the mask with the lowest penalty unless one is asked for. Drawn as an SVG of dark squares.

const SIZES = { L: [19, 34, 55, 80, 108, 136], M: [16, 28, 44, 64, 86, 108] };
/** Per version: the blocks' count and the error correction codewords per block, for L and M. */
const BLOCKS = {
  L: [[1, 7], [1, 10], [1, 15], [1, 20], [1, 26], [2, 18]],
  M: [[1, 10], [1, 16], [1, 26], [2, 18], [2, 24], [4, 16]],
};
const FORMAT_LEVEL = { L: 1, M: 0 };

// GF(256) over x^8 + x^4 + x^3 + x^2 + 1.
const EXP = new Array(512);
const LOG = new Array(256);
for (let i = 0, x = 1; i < 255; i += 1, x = (x << 1) ^ (x & 0x80 ? 0x11d : 0)) {
  EXP[i] = x;
  LOG[x] = i;
}
for (let i = 255; i < 512; i += 1) EXP[i] = EXP[i - 255];
const multiply = (a, b) => (a && b ? EXP[LOG[a] + LOG[b]] : 0);

/** The `count` error correction codewords of `data`: the remainder of data·x^count by the generator polynomial. */
function errorCorrection(data, count) {
  let generator = [1];
  for (let i = 0; i < count; i += 1) {
    const next = new Array(generator.length + 1).fill(0);
    generator.forEach((coefficient, j) => {
      next[j] ^= coefficient;
      next[j + 1] ^= multiply(coefficient, EXP[i]);
    });
    generator = next;
  }
  const remainder = [...data, ...new Array(count).fill(0)];
  for (let i = 0; i < data.length; i += 1) {
    const factor = remainder[i];
    if (factor) generator.forEach((coefficient, j) => { remainder[i + j] ^= multiply(coefficient, factor); });
  }
  return remainder.slice(data.length);
}

/** The data codewords of `bytes` for `version` and `level`: mode, count, bytes, terminator and padding. */
function dataCodewords(bytes, version, level) {
  const capacity = SIZES[level][version - 1];
  const bits = [];
  const push = (value, length) => { for (let i = length - 1; i >= 0; i -= 1) bits.push((value >> i) & 1); };
  push(0b0100, 4);
  push(bytes.length, 8);
  bytes.forEach((byte) => push(byte, 8));
  push(0, Math.min(4, capacity * 8 - bits.length));
  while (bits.length % 8) bits.push(0);
  const words = [];
  for (let i = 0; i < bits.length; i += 8) words.push(bits.slice(i, i + 8).reduce((word, bit) => (word << 1) | bit, 0));
  for (let pad = 0xec; words.length < capacity; pad ^= 0xec ^ 0x11) words.push(pad);
  return words;
}

/** The final codeword sequence: each block's data then its error correction, interleaved column by column. */
function codewords(bytes, version, level) {
  const data = dataCodewords(bytes, version, level);
  const [count, ecLength] = BLOCKS[level][version - 1];
  const shortLength = Math.floor(data.length / count);
  const longBlocks = data.length % count;
  const blocks = [];
  for (let i = 0, start = 0; i < count; i += 1) {
    const length = shortLength + (i >= count - longBlocks ? 1 : 0);
    const block = data.slice(start, start + length);
    blocks.push({ data: block, ec: errorCorrection(block, ecLength) });
    start += length;
  }
  const out = [];
  for (let i = 0; i <= shortLength; i += 1) blocks.forEach((block) => { if (i < block.data.length) out.push(block.data[i]); });
  for (let i = 0; i < ecLength; i += 1) blocks.forEach((block) => out.push(block.ec[i]));
  return out;
}

const MASKS = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (r, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

/** The 15 format bits: level and mask, BCH(15, 5) protected, masked with 101010000010010. */
function formatBits(level, mask) {
  const data = (FORMAT_LEVEL[level] << 3) | mask;
  let remainder = data;
  for (let i = 0; i < 10; i += 1) remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537);
  return ((data << 10) | remainder) ^ 0x5412;
}

/** The symbol's modules before data: finders, separators, timing, the alignment pattern and the dark module. */
function functionPatterns(version) {
  const size = 17 + 4 * version;
  const dark = Array.from({ length: size }, () => new Array(size).fill(false));
  const fixed = Array.from({ length: size }, () => new Array(size).fill(false));
  const set = (r, c, value) => { dark[r][c] = value; fixed[r][c] = true; };
  const square = (centerR, centerC, radius, ring) => {
    for (let dr = -radius; dr <= radius; dr += 1) {
      for (let dc = -radius; dc <= radius; dc += 1) {
        const r = centerR + dr;
        const c = centerC + dc;
        if (r >= 0 && r < size && c >= 0 && c < size) set(r, c, ring(Math.max(Math.abs(dr), Math.abs(dc))));
      }
    }
  };
  for (let i = 0; i < size; i += 1) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  for (const [r, c] of [[3, 3], [3, size - 4], [size - 4, 3]]) square(r, c, 4, (ring) => ring !== 2 && ring !== 4);
  if (version > 1) square(size - 7, size - 7, 2, (ring) => ring !== 1);
  // The format areas, filled once the mask is chosen.
  for (let i = 0; i < 9; i += 1) {
    fixed[8][i] = true;
    fixed[i][8] = true;
  }
  for (let i = 0; i < 8; i += 1) {
    fixed[8][size - 1 - i] = true;
    fixed[size - 1 - i][8] = true;
  }
  set(size - 8, 8, true);
  return { size, dark, fixed };
}

/** Places the codewords' bits in the zigzag of two-column strips from the bottom right, skipping fixed modules. */
function placeData(symbol, words) {
  const { size, dark, fixed } = symbol;
  let bit = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((size - 1 - right) >> 1) % 2 === 0;
    for (let step = 0; step < size; step += 1) {
      const r = upward ? size - 1 - step : step;
      for (const c of [right, right - 1]) {
        if (fixed[r][c]) continue;
        dark[r][c] = bit < words.length * 8 && ((words[bit >> 3] >> (7 - (bit & 7))) & 1) === 1;
        bit += 1;
      }
    }
  }
}

function withMask(symbol, level, mask) {
  const { size, fixed } = symbol;
  const dark = symbol.dark.map((row, r) => row.map((value, c) => (fixed[r][c] ? value : value !== MASKS[mask](r, c))));
  const bits = formatBits(level, mask);
  const bitAt = (i) => ((bits >> i) & 1) === 1;
  for (let i = 0; i <= 5; i += 1) dark[i][8] = bitAt(i);
  dark[7][8] = bitAt(6);
  dark[8][8] = bitAt(7);
  dark[8][7] = bitAt(8);
  for (let i = 9; i < 15; i += 1) dark[8][14 - i] = bitAt(i);
  for (let i = 0; i < 8; i += 1) dark[8][size - 1 - i] = bitAt(i);
  for (let i = 8; i < 15; i += 1) dark[size - 15 + i][8] = bitAt(i);
  return dark;
}

/** The standard's penalty of a masked symbol: runs, 2×2 blocks, finder-like patterns and the dark share. */
function penalty(dark) {
  const size = dark.length;
  let score = 0;
  const lines = [...dark, ...dark.map((_, c) => dark.map((row) => row[c]))];
  for (const line of lines) {
    let run = 1;
    for (let i = 1; i <= size; i += 1) {
      if (i < size && line[i] === line[i - 1]) {
        run += 1;
      } else {
        if (run >= 5) score += run - 2;
        run = 1;
      }
    }
    const text = line.map((value) => (value ? '1' : '0')).join('');
    for (const pattern of ['10111010000', '00001011101']) {
      for (let at = text.indexOf(pattern); at >= 0; at = text.indexOf(pattern, at + 1)) score += 40;
    }
  }
  for (let r = 0; r + 1 < size; r += 1) {
    for (let c = 0; c + 1 < size; c += 1) {
      const v = dark[r][c];
      if (v === dark[r][c + 1] && v === dark[r + 1][c] && v === dark[r + 1][c + 1]) score += 3;
    }
  }
  const darkCount = dark.flat().filter(Boolean).length;
  score += 10 * Math.floor(Math.abs(darkCount * 20 - size * size * 10) / (size * size));
  return score;
}

/**
 * The modules of `text` as rows of booleans (true dark), without the quiet zone: the smallest version from 1 to 6
 * that holds it at `level` (`L` or `M`) unless `version` is given, and the lowest-penalty mask unless `mask` is.
 */
export function qrMatrix(text, { level = 'M', version = null, mask = null } = {}) {
  const bytes = [...new TextEncoder().encode(text)];
  const fits = (v) => SIZES[level][v - 1] * 8 >= 12 + bytes.length * 8;
  const chosen = version ?? [1, 2, 3, 4, 5, 6].find(fits);
  if (!chosen || !fits(chosen)) throw new RangeError(`"${text}" is too long for a version 1 to 6 QR code`);
  const symbol = functionPatterns(chosen);
  placeData(symbol, codewords(bytes, chosen, level));
  if (mask !== null) return withMask(symbol, level, mask);
  const candidates = MASKS.map((_, index) => withMask(symbol, level, index));
  return candidates.reduce((best, candidate) => (penalty(candidate) < penalty(best) ? candidate : best));
}

/** `text` as an SVG QR code with its 4-module quiet zone, `label` read out in its place. */
export function qrSVG(text, label) {
  const modules = qrMatrix(text);
  const size = modules.length + 8;
  const path = modules.flatMap((row, r) => row.map((isDark, c) => (isDark ? `M${c + 4} ${r + 4}h1v1h-1z` : ''))).join('');
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('class', 'qr-code');
  svg.innerHTML = `<rect width="${size}" height="${size}" fill="#ffffff"/><path fill="#000000" d="${path}"/>`;
  return svg;
}
