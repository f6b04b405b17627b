/** Thrown when an environment variable has a value the server cannot run with; names the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Configuration error: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}
