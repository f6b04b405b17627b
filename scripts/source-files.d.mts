export function sourceFiles(root: string, extensions: RegExp, excludedFolders: readonly string[]): string[];
