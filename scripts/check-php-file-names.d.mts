/** The paths of the calls in `PHP_API_ENDPOINTS`, read from the contract's endpoint definitions under root. */
export function phpApiPaths(root: string): string[];

/** Every mention of a PHP API file name outside the contract and the PHP implementation, as `file:line: why`. */
export function checkPhpFileNames(root: string): string[];
