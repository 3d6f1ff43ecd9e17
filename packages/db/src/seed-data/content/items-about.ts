// Demo content: the About us page and the responsible gambling page.
import { aboutSubnavigation } from './items-site';
import type { ContentItemSeed } from './types';

const about: ContentItemSeed = {
  collection: 'pages',
  data: {
    path: 'about',
    template: 'default',
    name: 'About us',
    seo: {
      title: 'About Fairdraw | Official lotteries and charity raffles online',
      description:
        'Fairdraw is a Sydney-based online shop for official Australian lotteries, syndicates and charity raffles. Learn how buying through us works and how we keep your money safe.',
      imageId: 'about-illustration',
    },
    subnavigation: aboutSubnavigation,
    footer: 'full',
    sections: [
      {
        type: 'page_header',
        title: 'About Fairdraw',
        subtitle:
          'Official Australian lotteries, syndicates and charity raffles, bought in a few taps and kept safely in one account.',
      },
      {
        type: 'single_column',
        html: `<h2>Who we are</h2>
<p>Fairdraw Pty Ltd is a small Australian team based in Sydney. We started Fairdraw because buying a lottery ticket online should be as simple and as safe as buying one at the newsagent, and because a good raffle can change what a local hospital, surf club, hospice or fire brigade is able to do.</p>
<p>We sell entries in the official Australian draws – <strong>Powerball</strong>, <strong>Oz Lotto</strong>, <strong>Saturday Lotto</strong>, <strong>Set for Life</strong>, <strong>Monday &amp; Wednesday Lotto</strong> and <strong>Lotto Strike</strong> – as well as syndicate shares in those draws and tickets in charity raffles run by the causes we support.</p>`,
      },
      {
        type: 'content_grid',
        title: 'Why play with Fairdraw',
        items: [
          {
            title: 'Official draws only',
            text: 'Every lottery entry we buy goes into the same official draw as a ticket from a newsagent. Your numbers and your ticket are shown in your account before the draw closes.',
            href: '/lotto-tickets',
          },
          {
            title: 'Prizes paid automatically',
            text: 'We check every ticket after the draw. Prizes are paid into your Fairdraw wallet, and you can withdraw them to your Australian bank account at any time.',
            href: '/about/faq',
          },
          {
            title: 'Raffles that give back',
            text: 'Our charity raffles are run by the causes themselves under their own permits. Every ticket helps pay for equipment, care and volunteers in Australian communities.',
            href: '/charity-tickets',
          },
          {
            title: 'Limits you control',
            text: 'Set a daily, weekly or monthly spend limit in seconds. Lowering it works straight away, and you can take a break or close your account whenever you choose.',
            href: '/about/responsible-gaming',
          },
        ],
      },
      {
        type: 'image_beside_text',
        imageId: 'about-illustration',
        imageAlt: 'A lottery ticket on a phone screen next to a tick and a padlock',
        imageSide: 'right',
        html: `<h2>How buying through Fairdraw works</h2>
<ol>
<li><strong>Choose your game.</strong> Pick your own numbers, take a Quick Pick or buy a share in a syndicate.</li>
<li><strong>Pay securely.</strong> Pay by card or from your Fairdraw wallet. We never store your full card number.</li>
<li><strong>We buy your entry.</strong> As your agent, we place your entry in the official draw before it closes and show the ticket in your account.</li>
<li><strong>We check your results.</strong> After the draw we check every ticket and email you if you have won. Prizes go straight to your wallet.</li>
</ol>
<p>For raffles, your tickets are issued by the cause that holds the raffle permit, and the draw is held on the date shown on the raffle page.</p>`,
      },
      {
        type: 'two_column_grid',
        columns: [
          {
            html: `<h2>Your money is kept safe</h2>
<p>Money in your wallet is held in a separate customer trust account with an Australian bank, apart from the money we use to run the business. It is only ever used to buy the tickets you ask for or to pay out your withdrawals.</p>
<p>Card payments are handled by a certified payment processor; we keep only a token that lets you pay again, never the card number.</p>`,
          },
          {
            html: `<h2>Only for adults in Australia</h2>
<p>You must be 18 or over and live in Australia to open an account. We verify your name, date of birth and address before you can withdraw a prize, as lottery rules and anti-money-laundering law require.</p>
<p>Please play for fun and within your means. Our <a href="/about/responsible-gaming">responsible gambling page</a> explains the limits and breaks you can set.</p>`,
          },
        ],
      },
      {
        type: 'call_to_action',
        title: 'Ready for the next draw?',
        text: 'See this week’s jackpots and draw times for every official Australian lottery.',
        label: 'Browse lotteries',
        href: '/lotto-tickets',
      },
      { type: 'divider' },
      {
        type: 'logo_grid',
        title: 'The causes our raffles support',
        logos: [
          {
            name: 'Harbour Children’s Hospital Foundation',
            href: '/causes/harbour-childrens-hospital',
            imageId: 'cause-harbour-childrens-hospital',
            imageAlt: 'Harbour Children’s Hospital Foundation',
          },
          {
            name: 'Tallowood Point Surf Life Saving Club',
            href: '/causes/tallowood-point-surf-life-saving-club',
            imageId: 'cause-tallowood-point-slsc',
            imageAlt: 'Tallowood Point Surf Life Saving Club',
          },
          {
            name: 'Riverside Hospice',
            href: '/causes/riverside-hospice',
            imageId: 'cause-riverside-hospice',
            imageAlt: 'Riverside Hospice',
          },
          {
            name: 'Blue Gum Rural Fire Brigade',
            href: '/causes/blue-gum-rural-fire-brigade',
            imageId: 'cause-blue-gum-rfb',
            imageAlt: 'Blue Gum Rural Fire Brigade',
          },
        ],
      },
      {
        type: 'featured_tickets',
        title: 'Popular right now',
        productOfferKeys: ['powerball', 'oz_lotto', 'harbour_prize_home'],
      },
    ],
  },
};

const responsibleGaming: ContentItemSeed = {
  collection: 'pages',
  data: {
    path: 'about/responsible-gaming',
    template: 'default',
    name: 'Responsible gambling',
    seo: {
      title: 'Responsible gambling | Fairdraw',
      description:
        'Set spend and deposit limits, take a break or close your account, spot the signs of a problem and find free, confidential help 24/7 from Gambling Help Online on 1800 858 858.',
      imageId: 'responsible-gambling',
    },
    subnavigation: aboutSubnavigation,
    footer: 'full',
    sections: [
      {
        type: 'page_header',
        title: 'Responsible gambling',
        subtitle:
          'A lottery ticket should be a bit of fun, never a way to make money. These tools and services help keep it that way.',
      },
      {
        type: 'image_beside_text',
        imageId: 'responsible-gambling',
        imageAlt: 'A hand holding a shield with a heart, beside a dial set to a low limit',
        imageSide: 'left',
        html: `<h2>Free, confidential help, any time</h2>
<p><strong>Gambling Help Online</strong> is free, confidential and open 24 hours a day, 7 days a week. Call <a href="tel:1800858858"><strong>1800 858 858</strong></a> or chat with a counsellor at <a href="https://www.gamblinghelponline.org.au">gamblinghelponline.org.au</a>. You can talk about your own gambling or about someone you care about.</p>
<p>If you are in crisis or thinking about suicide, call <strong>Lifeline on <a href="tel:131114">13 11 14</a></strong>, or <a href="tel:000">000</a> in an emergency.</p>`,
      },
      {
        type: 'single_column',
        html: `<h2>Only for adults</h2>
<p>You must be 18 or older to open a Fairdraw account or buy any ticket, including raffle tickets. We check every customer’s age and identity, and we close accounts that do not pass. If you think a young person is using an account, please <a href="/about/contact-us">tell us</a>.</p>
<h2>Set a spend limit</h2>
<p>A spend limit caps how much you can spend on tickets in a day (the last 24 hours), a week (the last 7 days) or a month (the last 30 days). You can set one for each, in <a href="/my-account/spend-limits">My account › Spend limits</a>.</p>
<ul>
<li><strong>Lowering a limit</strong> takes effect at once.</li>
<li><strong>Raising or removing a limit</strong> takes effect only after a 24-hour cooling-off period, so the decision is never made in the heat of the moment. The change waiting to apply is shown on the same page.</li>
</ul>
<h2>Set a deposit limit</h2>
<p>A weekly deposit limit caps how much money you can add to your wallet in any 7 days. You set it on the same <a href="/my-account/spend-limits">Spend limits</a> page, and it works the same way: a lower limit applies straight away, a higher one after 24 hours. Prizes paid into your wallet do not count towards it.</p>
<h2>Take a break or close your account</h2>
<p>If you want time away, contact our customer care team and ask for a break of 1 day up to 6 months, or to exclude yourself from Fairdraw for 6 months up to 5 years. We set it up the same day. While it lasts you cannot buy tickets or add money, we stop all marketing, and any prize from tickets bought earlier is still paid to you. We will not lift a self-exclusion before it ends.</p>
<p>You can also <a href="/close-my-account">close your account</a> yourself at any time. Withdraw your wallet balance first, or tell us where to send it.</p>`,
      },
      {
        type: 'single_column',
        html: `<h2>BetStop – the National Self-Exclusion Register</h2>
<p><a href="https://www.betstop.gov.au">BetStop</a> is the Australian Government’s free register that lets you exclude yourself from all licensed <strong>online and phone wagering</strong> services in one step, for 3 months up to a lifetime.</p>
<p>BetStop covers betting on racing, sport and other events. It does not currently cover lottery tickets or raffles, so registering with BetStop does not, on its own, stop you from buying with Fairdraw. If you want to stop buying lottery and raffle tickets with us too, ask our customer care team to exclude you from Fairdraw as well; we will set it up the same day.</p>
<h2>Signs gambling may be a problem</h2>
<ul>
<li>Spending more money or time than you planned, or more than you can afford</li>
<li>Buying more tickets to win back money you have spent</li>
<li>Borrowing money, or missing bills, to play</li>
<li>Hiding how much you play from family or friends</li>
<li>Feeling anxious, irritable or low when you cannot play</li>
<li>Thinking of a ticket as a way out of money worries</li>
</ul>
<p>If any of these sound familiar, it may be time to set a limit, take a break or talk to someone.</p>
<h2>Help for family and friends</h2>
<p>Gambling harm affects the people around the player too. Gambling Help Online (<a href="tel:1800858858">1800 858 858</a>) supports partners, family members and friends, even if the person gambling is not ready to seek help. Counsellors can help you talk about it, protect your own finances and look after yourself.</p>
<h2>Tips for keeping it fun</h2>
<ul>
<li>Decide on a budget before you play and treat it as the cost of entertainment.</li>
<li>Never chase losses: each draw is random and past results do not change the odds.</li>
<li>Do not play when you are stressed, upset or have been drinking.</li>
<li>Balance play with other activities you enjoy.</li>
</ul>`,
      },
      {
        type: 'call_to_action',
        title: 'Set a limit that suits you',
        text: 'It takes less than a minute, and a lower limit starts straight away.',
        label: 'Set my spend limit',
        href: '/my-account/spend-limits',
      },
    ],
  },
};

export const aboutItemSeeds: ContentItemSeed[] = [about, responsibleGaming];
