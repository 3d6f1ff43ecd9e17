// Demo content: the frequently asked questions.
import { aboutSubnavigation } from './items-site';
import type { ContentItemSeed } from './types';

const faq: ContentItemSeed = {
  collection: 'pages',
  data: {
    path: 'about/faq',
    template: 'default',
    name: 'FAQ',
    seo: {
      title: 'Frequently asked questions | Fairdraw',
      description:
        'Answers about Fairdraw accounts, buying lottery and raffle tickets, draws and results, prizes and withdrawals, syndicates, the causes we support and setting limits.',
    },
    subnavigation: aboutSubnavigation,
    footer: 'full',
    sections: [
      {
        type: 'page_header',
        title: 'Frequently asked questions',
        subtitle: 'Can’t find your answer? Our customer care team is happy to help.',
      },
      {
        type: 'single_column',
        html: `<h2>Your account</h2>
<dl>
<dt>Who can open a Fairdraw account?</dt>
<dd>Anyone aged 18 or over who lives in Australia. Each person may hold one account, in their own name.</dd>
<dt>Why do you need to verify my identity?</dt>
<dd>The lottery rules and Australian anti-money-laundering law require us to confirm your name, date of birth and address. Most customers are verified in a minute by an electronic check; if that does not work, you can upload a driver licence or passport in <a href="/my-account/verify-account">My account</a>. You can buy tickets straight away, but you must be verified before you can withdraw.</dd>
<dt>I have forgotten my password. What do I do?</dt>
<dd>Choose “Forgotten your password?” on the <a href="/login">sign-in page</a> and we will email you a link to set a new one. The link works for one hour.</dd>
<dt>How do I change my email address, phone number or address?</dt>
<dd>Update them in <a href="/my-account/my-details">My details</a>. A change of name or date of birth needs our customer care team, because we have to verify it again.</dd>
</dl>
<h2>Buying tickets</h2>
<dl>
<dt>Are the tickets real?</dt>
<dd>Yes. Every lottery entry is placed in the official draw, the same one as a ticket bought at a newsagent. You can see your ticket in <a href="/my-account/upcoming-tickets">Upcoming tickets</a> before the draw.</dd>
<dt>When do sales close?</dt>
<dd>Sales for each draw close shortly before the official close, usually about an hour before the draw; the exact time is shown on each game’s page. Raffle sales close on the date shown on the raffle page, or earlier if all tickets sell.</dd>
<dt>Can I play the same numbers every draw?</dt>
<dd>Yes. Save them as favourite numbers, or choose a subscription when you buy: we will enter your numbers in every draw until you stop it, and charge your wallet or card each time.</dd>
<dt>Can I cancel a ticket?</dt>
<dd>No. A ticket is placed in the draw as soon as you buy it, so it cannot be cancelled. Subscriptions can be stopped at any time before the next draw closes.</dd>
</dl>
<h2>Draws and results</h2>
<dl>
<dt>Where can I see the results?</dt>
<dd>On our <a href="/lotto-results">results page</a>, usually within minutes of each draw. You can also check any ticket with the <a href="/ticket-checker">ticket checker</a>.</dd>
<dt>Will you tell me if I have won?</dt>
<dd>Yes. We check every ticket after the draw, email you about any prize and show it in your account. You never need to check a ticket yourself.</dd>
</dl>
<h2>Prizes and withdrawals</h2>
<dl>
<dt>How are prizes paid?</dt>
<dd>Prizes are paid into your Fairdraw wallet, usually within two business days of the official results. For very large prizes, such as a division 1 win, we contact you to arrange the claim with the lottery operator and the prize is paid in full.</dd>
<dt>How do I withdraw money?</dt>
<dd>Go to <a href="/my-account/withdraw">Withdraw</a>, choose your verified Australian bank account and the amount. Withdrawals are usually in your account in 1–3 business days. We do not charge a fee.</dd>
<dt>Do I pay tax on lottery prizes?</dt>
<dd>Lottery and raffle prizes are generally not taxable income in Australia, but interest you later earn on the money may be. If you are unsure, ask a tax adviser.</dd>
</dl>
<h2>Syndicates</h2>
<dl>
<dt>What is a syndicate?</dt>
<dd>A syndicate is a group of entries shared between many players. You buy one or more shares, and you receive your share of every prize the syndicate’s entries win. Syndicates let you play more numbers for less than buying them all yourself.</dd>
<dt>How is a syndicate prize shared?</dt>
<dd>Each prize is divided by the number of shares, and your part is paid into your wallet automatically. If you hold 2 shares in a 20-share syndicate that wins $1,000, you receive $100.</dd>
</dl>
<h2>Raffles and causes</h2>
<dl>
<dt>Who runs the charity raffles?</dt>
<dd>Each raffle is run by the cause it supports, which holds the raffle permit and awards the prizes. We sell the tickets for them and pass on the money. Read more on each <a href="/causes">cause’s page</a>.</dd>
<dt>How much of my ticket goes to the cause?</dt>
<dd>After the cost of the prizes and running the raffle, the rest of the money goes to the cause. Each raffle page shows how the money will be used.</dd>
<dt>How are raffle winners chosen and told?</dt>
<dd>Winners are drawn at random on the date shown on the raffle page, under the permit holder’s supervision. We contact winners by phone and email, and the results are published on our <a href="/lotto-results/raffles">raffle results page</a>.</dd>
</dl>
<h2>Limits and responsible gambling</h2>
<dl>
<dt>How do I set a spend limit?</dt>
<dd>In <a href="/my-account/spend-limits">Spend limits</a>, choose a daily, weekly or monthly amount. A lower limit applies straight away; a higher limit, or removing one, applies after 24 hours.</dd>
<dt>Can I take a break from playing?</dt>
<dd>Yes. Contact our customer care team to take a break or exclude yourself from Fairdraw, or <a href="/close-my-account">close your account</a>. Our <a href="/about/responsible-gaming">responsible gambling page</a> explains the options.</dd>
<dt>Where can I get help with gambling?</dt>
<dd>Gambling Help Online is free and confidential, 24 hours a day: call 1800 858 858 or visit gamblinghelponline.org.au.</dd>
</dl>`,
      },
      {
        type: 'call_to_action',
        title: 'Still have a question?',
        text: 'Send us a message and our Sydney team will reply within one business day.',
        label: 'Contact us',
        href: '/about/contact-us',
      },
    ],
  },
};

export const faqItemSeeds: ContentItemSeed[] = [faq];
