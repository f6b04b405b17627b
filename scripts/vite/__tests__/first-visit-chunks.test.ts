import { describe, expect, it } from 'vitest';
import { firstVisitChunks, type ModuleGraph } from '../first-visit-chunks';

const app = '/site';
const mod = (relative: string) => `${app}/${relative}`;

/** A small app: an entry, four public routes, an admin route, and the packages they use. */
const imports: Record<string, string[]> = {
  [mod('src/main.tsx')]: [mod('node_modules/react/index.js'), mod('src/lib/api-client.ts')],
  [mod('src/lib/api-client.ts')]: [mod('node_modules/zod/index.js')],
  // The start module of pages rendered ahead: an entry of its own, with a module of its own.
  [mod('src/start-app.ts')]: [mod('src/lib/start-app-after-first-paint.ts')],
  [mod('src/lib/start-app-after-first-paint.ts')]: [],
  [mod('node_modules/react/index.js')]: [],
  [mod('node_modules/zod/index.js')]: [],
  [mod('src/app/routes/home.tsx')]: [
    mod('src/lib/format-date.ts'),
    mod('contract/program.ts'),
    mod('node_modules/react/index.js'),
  ],
  [mod('src/app/routes/blog.tsx')]: [mod('src/lib/format-date.ts'), mod('src/features/blog/article.tsx')],
  [mod('src/app/routes/programs.tsx')]: [mod('contract/program.ts'), mod('src/features/blog/article.tsx')],
  [mod('src/app/routes/donate.tsx')]: [mod('src/features/donate/only-donate.ts')],
  [mod('src/app/routes/member-requisition.tsx')]: [
    mod('src/components/ui/form/text-field.tsx'),
    mod('src/lib/toast.ts'),
  ],
  [mod('src/app/routes/admin/blogs.tsx')]: [mod('src/lib/format-date.ts'), mod('src/lib/admin-table.ts')],
  [mod('src/lib/format-date.ts')]: [mod('contract/lagos-time.ts')],
  [mod('contract/lagos-time.ts')]: [],
  [mod('contract/program.ts')]: [mod('node_modules/zod/index.js')],
  [mod('src/features/blog/article.tsx')]: [mod('src/lib/sanitize-html.ts')],
  [mod('src/lib/sanitize-html.ts')]: [mod('node_modules/dompurify/index.js')],
  [mod('node_modules/dompurify/index.js')]: [],
  [mod('src/features/donate/only-donate.ts')]: [],
  [mod('src/lib/admin-table.ts')]: [],
  [mod('src/components/ui/form/text-field.tsx')]: [mod('node_modules/react-hook-form/index.js')],
  [mod('node_modules/react-hook-form/index.js')]: [],
  // Our toast module imports sonner dynamically (Rollup lists only static imports in importedIds).
  [mod('src/lib/toast.ts')]: [],
  [mod('node_modules/sonner/index.js')]: [],
};

const graph: ModuleGraph = {
  getModuleIds: () => Object.keys(imports)[Symbol.iterator](),
  getModuleInfo: (id) =>
    id in imports
      ? {
          isEntry: id === mod('src/main.tsx') || id === mod('src/start-app.ts'),
          importedIds: imports[id] ?? [],
        }
      : null,
};

function chunkOf(relative: string): string | null {
  return firstVisitChunks()(mod(relative), graph);
}

describe('the chunks of a first visit', () => {
  it('keeps everything the entry imports in the entry chunk, packages included', () => {
    for (const id of [
      'src/main.tsx',
      'src/lib/api-client.ts',
      'node_modules/react/index.js',
      'node_modules/zod/index.js',
    ])
      expect(chunkOf(id), id).toBe('index');
  });

  it('keeps the start module of pages rendered ahead out of the entry chunk: it is fetched without the app', () => {
    expect(chunkOf('src/start-app.ts')).toBeNull();
    expect(chunkOf('src/lib/start-app-after-first-paint.ts')).toBeNull();
  });

  it('groups our small modules that two or more public pages import, with what only they import', () => {
    expect(chunkOf('src/lib/format-date.ts')).toBe('public-pages');
    expect(chunkOf('contract/program.ts')).toBe('public-pages');
    expect(chunkOf('contract/lagos-time.ts')).toBe('public-pages');
  });

  it('leaves out a module that would bring a package the entry does not load, and what imports it', () => {
    expect(chunkOf('src/lib/sanitize-html.ts')).toBeNull();
    expect(chunkOf('src/features/blog/article.tsx')).toBeNull();
    expect(chunkOf('node_modules/dompurify/index.js')).toBeNull();
  });

  it("leaves one page's own modules, admin-only modules and the route modules to Rollup", () => {
    expect(chunkOf('src/features/donate/only-donate.ts')).toBeNull();
    expect(chunkOf('src/lib/admin-table.ts')).toBeNull();
    expect(chunkOf('src/app/routes/home.tsx')).toBeNull();
    expect(chunkOf('src/app/routes/admin/blogs.tsx')).toBeNull();
  });

  it('puts react-hook-form with our form fields, and sonner alone', () => {
    expect(chunkOf('node_modules/react-hook-form/index.js')).toBe('forms');
    expect(chunkOf('src/components/ui/form/text-field.tsx')).toBe('forms');
    expect(chunkOf('node_modules/sonner/index.js')).toBe('toast');
    // The module that loads sonner stays with the page that imports it, so the page does not start sonner.
    expect(chunkOf('src/lib/toast.ts')).toBeNull();
  });
});
