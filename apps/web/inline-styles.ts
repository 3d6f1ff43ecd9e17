// The app's stylesheet goes inside index.html (decision 0062): a page the server draws is painted as soon
// as its HTML arrives, instead of after a stylesheet request that shares a phone's slow link with the
// scripts. The styles are one file (`build.cssCodeSplit: false`): 62 KB, about 11 KB compressed.
import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

export function inlineStyles(): Plugin {
  return {
    name: 'fairdraw-inline-styles',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string') return;
      page.source = page.source.replace(STYLESHEET_LINK, (link, fileName: string) => {
        const sheet = bundle[fileName];
        if (sheet?.type !== 'asset') return link;
        // The file is no longer asked for: nothing else links it.
        delete bundle[fileName];
        return `<style>${String(sheet.source)}</style>`;
      });
    },
  };
}
