import { describe, expect, it } from 'vitest';
import { widgetTextSchemas, type WidgetTextId } from '@fairdraw/contracts';
import { widgetTextsFixture } from '../../test/content-fixtures';
import { checkWidgetText, WIDGET_TEXT_IDS } from './widget-text-checks';

// The hand-written checks must answer as the contract's schemas do, for good words and bad.

const s = (length: number) => 'x'.repeat(length);
const usp = { title: 'Aussie owned', text: 'Run from Sydney.' };
const company = {
  name: 'Fairdraw Pty Ltd',
  abn: '12 345 678 901',
  licence: 'Licensed in the ACT',
  address: '1 George St, Sydney NSW 2000',
};
const charity = {
  title: 'Every ticket helps',
  text: 'Half goes to the cause.',
  points: ['One'],
  linkLabel: 'More',
};
const support = { title: 'Need help?', text: 'Call us.' };
const affiliate = { title: 'Partner with us', text: 'Sell tickets.', linkLabel: 'Ask', topic: 'Partners' };

const samples: Record<WidgetTextId, unknown[]> = {
  'home.usp': [
    [usp],
    [usp, usp, usp, usp],
    [usp, usp, usp, usp, usp],
    [],
    [{ ...usp, extra: 1 }],
    [{ ...usp, title: s(60) }],
    [{ ...usp, title: s(61) }],
    [{ ...usp, title: '' }],
    [{ ...usp, text: s(300) }],
    [{ ...usp, text: s(301) }],
    [{ title: 'No text' }],
    [null],
    usp,
    'text',
    null,
    undefined,
  ],
  'widgets.company': [
    company,
    { ...company, abn: '12345678901' },
    { ...company, abn: '12 345 678 901 ' },
    { ...company, name: s(120) },
    { ...company, name: s(121) },
    { ...company, freeEntryAddress: ['PO Box 1', 'Sydney NSW 2001'] },
    { ...company, freeEntryAddress: ['PO Box 1'] },
    { ...company, freeEntryAddress: ['1', '2', '3', '4', '5'] },
    { ...company, freeEntryAddress: ['PO Box 1', s(81)] },
    { ...company, freeEntryAddress: undefined },
    { ...company, freeEntryAddress: null },
    { ...company, licence: undefined },
    { ...company, other: 'dropped' },
    [company],
    42,
  ],
  'widgets.charity-support': [
    charity,
    { ...charity, points: [] },
    { ...charity, points: ['1', '2', '3', '4', '5'] },
    { ...charity, points: [''] },
    { ...charity, points: 'One' },
    { ...charity, linkLabel: s(61) },
    { ...charity, title: s(80) },
    { ...charity, title: s(81) },
  ],
  'widgets.product-support': [support, { ...support, text: '' }, { title: s(81), text: 'x' }, {}, true],
  'widgets.affiliate': [
    affiliate,
    { ...affiliate, topic: s(60) },
    { ...affiliate, topic: s(61) },
    { ...affiliate, linkLabel: 3 },
    { ...affiliate, extra: [1] },
  ],
};

describe('widget words without zod', () => {
  it('checks every widget the contract describes', () => {
    expect(WIDGET_TEXT_IDS).toEqual(Object.keys(widgetTextSchemas));
  });

  for (const id of Object.keys(samples) as WidgetTextId[]) {
    it(`answers as the schema does for ${id}`, () => {
      for (const value of [
        ...samples[id],
        ...widgetTextsFixture.filter((item) => item.id === id).map((item) => item.value),
      ]) {
        const parsed = widgetTextSchemas[id].safeParse(value);
        expect(checkWidgetText(id, value), JSON.stringify(value)).toEqual(
          parsed.success ? parsed.data : null,
        );
      }
    });
  }
});
