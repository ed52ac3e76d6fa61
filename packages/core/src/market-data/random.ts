/**
 * Deterministic pseudo-random numbers for the market simulator. Everything derives from a seed
 * string, so the same seed gives the same market on every machine and after every restart.
 */

/** 32-bit FNV-1a hash of a string, finished with a murmur-style avalanche. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return avalanche(hash);
}

function avalanche(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Mixes integers into one 32-bit hash (order matters). */
export function mixHash(...parts: number[]): number {
  let hash = 0x9e3779b9;
  for (const part of parts) hash = avalanche(Math.imul(hash ^ (part >>> 0), 0x27d4eb2d) + 0x165667b1);
  return hash;
}

/** A uniform number in [0, 1) from a 32-bit hash. */
export const toUnit = (hash: number) => (hash >>> 0) / 4294967296;

/** Stateless uniform in (0, 1) for a tuple of integers. */
export function hashUniform(...parts: number[]): number {
  return (mixHash(...parts) + 0.5) / 4294967296;
}

/** Stateless standard normal for a tuple of integers (Box–Muller on two hashed uniforms). */
export function hashNormal(...parts: number[]): number {
  const u1 = hashUniform(...parts, 1);
  const u2 = hashUniform(...parts, 2);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Standard normal. */
  normal(): number;
}

/** A sequential generator (mulberry32) seeded with a 32-bit integer. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  let spare: number | null = null;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    normal() {
      if (spare !== null) {
        const value = spare;
        spare = null;
        return value;
      }
      const u1 = next() || 1e-12;
      const u2 = next();
      const radius = Math.sqrt(-2 * Math.log(u1));
      spare = radius * Math.sin(2 * Math.PI * u2);
      return radius * Math.cos(2 * Math.PI * u2);
    },
  };
}
