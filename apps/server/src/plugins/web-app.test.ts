import { describe, expect, it } from 'vitest';
import { renderIndexHtml, startUpScript, withPageHead } from './web-app';

const template =
  '<!doctype html><html><head><meta name="description" content="Fairdraw" /><title>Fairdraw</title><!--fairdraw-config--></head><body></body></html>';

describe('the page HTML', () => {
  it('puts text with $ signs in as written, never as replacement patterns', () => {
    const { html } = renderIndexHtml(template, {
      discoveryUrl: '/discover',
      appKey: 'web',
      appSecret: 's$&c$$r$`t',
    });
    expect(html).toContain('"appSecret":"s$&c$$r$`t"');
    const page = withPageHead(
      html,
      { status: 200, title: 'Win $$ and $& more', description: "Jackpots from $1 to $'big'" },
      null,
    );
    expect(page).toContain('<title>Win $$ and $&amp; more</title>');
    expect(page).toContain('content="Jackpots from $1 to $\'big\'"');
    expect(page.match(/<title>/g)).toHaveLength(1);
  });

  it('carries the start-up answers in a script nothing in them can close', () => {
    const script = startUpScript('{"text":"</script><script>alert(1)</script>$&"}');
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/>(.*)<\/script>$/.exec(script)![1]!)).toEqual({
      text: '</script><script>alert(1)</script>$&',
    });
  });
});
