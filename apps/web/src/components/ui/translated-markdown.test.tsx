import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TranslatedMarkdown } from './translated-markdown';

function show(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '/', element }]);
  return render(<RouterProvider router={router} />);
}

const item = (html: string | null) =>
  ({ id: 'footer.help', category: 'footer', type: 'markdown', value: html ? 'text' : 42, html }) as const;

describe('a markdown translation item', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("shows the server's HTML, and the fallback when there is no item", () => {
    show(<TranslatedMarkdown item={item('<p>Call <strong>1800 858 858</strong></p>')} />);
    expect(screen.getByText('1800 858 858')).toBeInTheDocument();
    show(<TranslatedMarkdown item={undefined} fallback={<p>Gamble responsibly.</p>} />);
    expect(screen.getByText('Gamble responsibly.')).toBeInTheDocument();
  });

  it('fails loudly in development when the value is not text, and shows nothing elsewhere', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubEnv('DEV', true);
    // Without a router around it, so the error reaches the test rather than a route's error page.
    expect(() => render(<TranslatedMarkdown item={item(null)} fallback={<p>fallback</p>} />)).toThrow(
      /footer\.help/,
    );
    vi.stubEnv('DEV', false);
    const { container } = render(<TranslatedMarkdown item={item(null)} fallback={<p>fallback</p>} />);
    expect(container).toBeEmptyDOMElement();
  });
});
