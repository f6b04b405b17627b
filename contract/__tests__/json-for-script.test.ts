import { describe, expect, it } from 'vitest';
import { jsonForScript } from '@contract/server-rendered-page';

describe('jsonForScript', () => {
  const value = { title: '</script><script>alert(1)</script> <!-- & -->', line: 'a\u2028b\u2029c' };

  it('writes nothing that could end the script element or open a comment in it', () => {
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('reads back as the same value', () => {
    expect(JSON.parse(jsonForScript(value))).toEqual(value);
  });
});
