import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { filledQueryClient, renderShop, waitLongerForLazyPages } from '../../../test/render';
import { allCapabilities } from '../../../test/fixtures';

waitLongerForLazyPages();

function renderContactPage(path: string) {
  const queryClient = filledQueryClient({ capabilities: [...allCapabilities, 'support_form'] });
  queryClient.setQueryData(['contact-page'], {
    title: 'Contact us',
    intro: 'We answer within one business day.',
    seo: { title: 'Contact us', description: 'Contact customer care.' },
    topics: ['My account', 'Partnerships and affiliates'],
  });
  return renderShop(path, {}, queryClient);
}

describe('the contact form topic chosen by a link', () => {
  it('starts with the topic a link names', async () => {
    renderContactPage('/about/contact-us?topic=Partnerships%20and%20affiliates');
    expect(await screen.findByRole('combobox', { name: /Topic/ })).toHaveValue('Partnerships and affiliates');
  });

  it('ignores a topic the page does not offer', async () => {
    renderContactPage('/about/contact-us?topic=Free%20money');
    expect(await screen.findByRole('combobox', { name: /Topic/ })).toHaveValue('');
  });
});
