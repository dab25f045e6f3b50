// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { collectorOrigins, pageCsp } from '../../../server/http/securityHeaders';

describe('collector origins in the pages policy', () => {
  afterEach(() => {
    delete process.env.ANALYTICS_COLLECTOR_ORIGINS;
  });

  it('allows only this origin by default', () => {
    expect(pageCsp([])).toContain("connect-src 'self';");
  });

  it('adds the configured https origins and ignores anything else', () => {
    expect(
      collectorOrigins(
        'https://collect.example, https://t.example:8443 http://plain.example *  javascript:x',
      ),
    ).toEqual(['https://collect.example', 'https://t.example:8443']);
    process.env.ANALYTICS_COLLECTOR_ORIGINS = 'https://collect.example';
    expect(pageCsp([])).toContain("connect-src 'self' https://collect.example;");
  });
});
