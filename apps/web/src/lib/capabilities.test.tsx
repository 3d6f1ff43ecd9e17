import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Capability } from '@fairdraw/contracts';
import { customerFixture, loginResultFixture } from '../test/fixtures';
import { filledQueryClient, offlineClient } from '../test/render';
import { capabilitiesQueryOptions } from './api/get-capabilities';
import { customerQueryOptions } from './api/get-customer';
import { ApiProvider } from './api-client';
import { CapabilityGate } from './capabilities';
import { SessionProvider } from './session';
import { createSessionStore, memoryCookieJar } from './session-store';

function renderWithCapabilities(capabilities: readonly Capability[], ui: ReactNode) {
  return render(
    <ApiProvider client={offlineClient} clearCache={false}>
      <SessionProvider store={createSessionStore({ cookies: memoryCookieJar() })}>
        <QueryClientProvider client={filledQueryClient({ capabilities })}>{ui}</QueryClientProvider>
      </SessionProvider>
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

describe('the segment capabilities are read for', () => {
  it('is the signed-in customer’s own segment, not the visitor’s', async () => {
    const queryClient = filledQueryClient({ capabilities: ['blog'] });
    queryClient.setQueryData(capabilitiesQueryOptions(offlineClient, 'new_customer').queryKey, {
      segmentName: 'new_customer',
      capabilities: ['blog', 'wallet_balance'],
    });
    queryClient.setQueryData(
      customerQueryOptions(offlineClient, loginResultFixture.customerId).queryKey,
      customerFixture,
    );
    const session = createSessionStore({ cookies: memoryCookieJar() });
    const gate = <CapabilityGate require="wallet_balance">Balance</CapabilityGate>;
    const view = render(
      <ApiProvider client={offlineClient} clearCache={false}>
        <SessionProvider store={session}>
          <QueryClientProvider client={queryClient}>{gate}</QueryClientProvider>
        </SessionProvider>
      </ApiProvider>,
    );
    expect(screen.queryByText('Balance')).not.toBeInTheDocument();
    act(() => session.signIn(loginResultFixture));
    expect(await screen.findByText('Balance')).toBeInTheDocument();
    view.unmount();
  });
});
