import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Capability } from '@fairdraw/contracts';
import { filledQueryClient, offlineClient } from '../test/render';
import { ApiProvider } from './api-client';
import { CapabilityGate } from './capabilities';

function renderWithCapabilities(capabilities: readonly Capability[], ui: ReactNode) {
  return render(
    <ApiProvider client={offlineClient} clearCache={false}>
      <QueryClientProvider client={filledQueryClient({ capabilities })}>{ui}</QueryClientProvider>
    </ApiProvider>,
  );
}

describe('CapabilityGate', () => {
  it('shows its children when the capability is on', () => {
    renderWithCapabilities(['syndicates'], <CapabilityGate require="syndicates">Syndicates</CapabilityGate>);
    expect(screen.getByText('Syndicates')).toBeInTheDocument();
  });

  it('renders nothing when the capability is off', () => {
    const { container } = renderWithCapabilities(
      ['blog'],
      <CapabilityGate require="syndicates">Syndicates</CapabilityGate>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('needs every capability of a list', () => {
    renderWithCapabilities(
      ['commercial_lotteries', 'multi_offer_site'],
      <>
        <CapabilityGate require={['commercial_lotteries', 'multi_offer_site']}>Both on</CapabilityGate>
        <CapabilityGate require={['commercial_lotteries', 'social-syndicates']}>One off</CapabilityGate>
      </>,
    );
    expect(screen.getByText('Both on')).toBeInTheDocument();
    expect(screen.queryByText('One off')).not.toBeInTheDocument();
  });

  it('shows the fallback instead when given one', () => {
    renderWithCapabilities(
      [],
      <CapabilityGate require="blog" fallback="No news here">
        News
      </CapabilityGate>,
    );
    expect(screen.getByText('No news here')).toBeInTheDocument();
  });
});
