import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` installs exactly the lockfile. A lockfile written on one machine can lack the native builds other
 * systems need (rollup's, esbuild's...), and then `npm ci` fails on a fresh clone there; a package whose
 * engines exclude a supported Node version makes every install warn. These checks keep both from coming back.
 */
interface LockedPackage {
  version?: string;
  os?: string[];
  cpu?: string[];
  engines?: { node?: string };
  optionalDependencies?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, LockedPackage>;
};
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** The platforms the README promises `npm ci` on. */
const PLATFORMS = [
  { os: 'linux', cpu: 'x64' },
  { os: 'linux', cpu: 'arm64' },
  { os: 'darwin', cpu: 'arm64' },
  { os: 'darwin', cpu: 'x64' },
  { os: 'win32', cpu: 'x64' },
];

/** Where Node (and npm) finds `name` from the package at `from`: its own node_modules, then each parent's. */
function resolveLocked(from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent < 0 ? '' : dir.slice(0, parent);
  }
}

const runsOn = (entry: LockedPackage, platform: { os: string; cpu: string }) =>
  (!entry.os || entry.os.includes(platform.os)) && (!entry.cpu || entry.cpu.includes(platform.cpu));

describe('package-lock.json', () => {
  it('is a v3 lockfile that matches package.json', () => {
    expect(lock.lockfileVersion).toBe(3);
    const root = lock.packages['']!;
    expect(root.dependencies).toEqual(manifest.dependencies);
    expect(root.devDependencies).toEqual(manifest.devDependencies);
  });

  it("holds every package's optional dependencies, whatever system wrote it", () => {
    const missing = Object.entries(lock.packages).flatMap(([at, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => resolveLocked(at, name) === undefined)
        .map((name) => `${at || '(root)'} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('holds a native build for each supported system of every package that ships them', () => {
    const gaps: string[] = [];
    let nativePackages = 0;
    for (const [at, entry] of Object.entries(lock.packages)) {
      const builds = Object.keys(entry.optionalDependencies ?? {})
        .map((name) => resolveLocked(at, name))
        .map((found) => (found ? lock.packages[found]! : undefined))
        .filter((build): build is LockedPackage => build?.os !== undefined);
      if (builds.length < 2) continue;
      nativePackages += 1;
      for (const platform of PLATFORMS) {
        if (!builds.some((build) => runsOn(build, platform)))
          gaps.push(`${at}: ${platform.os}-${platform.cpu}`);
      }
    }
    expect(gaps).toEqual([]);
    // rollup, esbuild, lightningcss, @tailwindcss/oxide at least: the check really looked at them.
    for (const name of ['rollup', 'esbuild', 'lightningcss', '@tailwindcss/oxide']) {
      expect(lock.packages[`node_modules/${name}`]?.optionalDependencies, name).toBeDefined();
    }
    expect(nativePackages).toBeGreaterThanOrEqual(4);
  });

  it('has no package whose engines exclude a Node version package.json supports (no install warnings)', () => {
    const supported = manifest.engines.node;
    expect(semver.validRange(supported)).not.toBeNull();
    const excluded = Object.entries(lock.packages)
      .filter(([at, entry]) => at !== '' && entry.engines?.node)
      // A build for a system we do not support (sharp's 32-bit Windows one) is never installed, so never warns.
      .filter(([, entry]) => PLATFORMS.some((platform) => runsOn(entry, platform)))
      .filter(([, entry]) => !semver.subset(supported, entry.engines!.node!, { includePrerelease: false }))
      .map(([at, entry]) => `${at} needs node ${entry.engines!.node}`);
    expect(excluded).toEqual([]);
  });
});
