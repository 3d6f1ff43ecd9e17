// Demo content: news posts – plain-English guides to the games, syndicates, prizes and limits.
import type { ContentItemSeed } from './types';

export const blogGuideItemSeeds: ContentItemSeed[] = [
  {
    collection: 'blog_posts',
    daysAgo: 9,
    data: {
      slug: 'how-powerball-works',
      title: 'How Powerball works, and what the odds really are',
      summary:
        'Seven numbers from 35, one Powerball from 20, nine prize divisions and a draw every Thursday night. Here is Powerball explained in plain English.',
      author: 'Sam, Fairdraw customer care',
      categories: ['guides'],
      imageId: 'blog-powerball',
      imageAlt: 'Seven white lottery balls and one larger orange Powerball',
      body: `<p>Powerball is Australia’s biggest-jackpot lottery, drawn every Thursday night. Each game has two parts: you choose <strong>seven numbers from 1 to 35</strong>, and <strong>one Powerball from 1 to 20</strong>. In the draw, seven main numbers and one Powerball are drawn from two separate barrels.</p>
<h2>The nine prize divisions</h2>
<p>To win division 1 – the jackpot – you need all seven main numbers and the Powerball. Smaller prizes start at division 9, which needs just two main numbers plus the Powerball. The Powerball matters in most divisions, so it is worth checking it first when the results come out.</p>
<table>
<thead><tr><th>Division</th><th>You need</th><th>Odds per game, about</th></tr></thead>
<tbody>
<tr><td>1</td><td>7 numbers + Powerball</td><td>1 in 134.5 million</td></tr>
<tr><td>2</td><td>7 numbers</td><td>1 in 7.1 million</td></tr>
<tr><td>9</td><td>2 numbers + Powerball</td><td>1 in 65</td></tr>
<tr><td>Any prize</td><td>Divisions 1 to 9</td><td>1 in 44</td></tr>
</tbody>
</table>
<h2>What the odds mean</h2>
<p>A division 1 chance of about 1 in 134.5 million is very small. Buying ten games makes it ten times better – still about 1 in 13.4 million. No system, “lucky” number or pattern changes the odds: every combination is exactly as likely as every other in every draw, and past results make no difference.</p>
<h2>PowerHit and syndicates</h2>
<p>A PowerHit entry plays all 20 Powerball numbers with your seven main numbers, guaranteeing you the Powerball but costing far more than a standard game. A syndicate is a cheaper way to play many games at once, in exchange for sharing the prize.</p>
<p>However you play, decide on a budget first and treat a ticket as entertainment. You can set a spend limit at any time in your account.</p>`,
    },
  },
  {
    collection: 'blog_posts',
    daysAgo: 24,
    data: {
      slug: 'guide-to-lotto-syndicates',
      title: 'A beginner’s guide to lotto syndicates',
      summary:
        'What a syndicate is, how shares and prizes are split, and how to decide whether a syndicate suits the way you like to play.',
      author: 'Sam, Fairdraw customer care',
      categories: ['guides'],
      imageId: 'blog-syndicates',
      imageAlt: 'Five people standing together beneath one large lottery ticket',
      body: `<p>A syndicate is a group of players who pool their money to buy more games than any of them would buy alone. At Fairdraw, each syndicate holds a set number of entries in a lottery for one or more draws, divided into equal shares. You can buy one share or several.</p>
<h2>How prizes are shared</h2>
<p>Every prize the syndicate’s entries win is divided by the total number of shares and paid into each member’s wallet automatically. If a syndicate of 20 shares wins $1,000 and you hold 2 shares, you receive $100. Any fraction of a cent left over is carried into the syndicate’s next draw, so nothing is lost.</p>
<h2>Why people join syndicates</h2>
<ul>
<li><strong>More games for your money:</strong> a share gives you part of many entries, so the syndicate as a whole is far more likely to win something.</li>
<li><strong>Bigger entries:</strong> syndicates often play system entries that cover more number combinations than a standard game.</li>
<li><strong>No paperwork:</strong> we manage the entries, check the results and split the prizes for you.</li>
</ul>
<h2>What to think about</h2>
<p>The trade-off is simple: you win more often, but you share what you win. A division 1 prize split 50 ways is still life-changing for some, and a smaller amount for others. Before you buy, look at the number of shares, the entries the syndicate holds and the draws it covers – all are shown on each syndicate’s page.</p>
<p>Syndicate shares count towards your spend limit just like any other ticket, so your budget stays the same however you choose to play.</p>`,
    },
  },
  {
    collection: 'blog_posts',
    daysAgo: 52,
    data: {
      slug: 'how-to-set-a-spend-limit',
      title: 'How to set a spend limit in under a minute',
      summary:
        'A spend limit is the simplest way to keep play fun. Here is how to set one, and why lowering it works at once while raising it takes 24 hours.',
      author: 'Fairdraw Responsible Gambling Team',
      categories: ['guides'],
      imageId: 'responsible-gambling',
      imageAlt: 'A hand holding a shield with a heart, beside a dial set to a low limit',
      body: `<p>Most people who buy lottery tickets do it for fun: the small thrill of checking the numbers. A spend limit helps keep it that way, by deciding in advance how much is enough. Setting one at Fairdraw takes less than a minute.</p>
<h2>Setting your limit</h2>
<ol>
<li>Sign in and go to <a href="/my-account/spend-limits">My account › Spend limits</a>.</li>
<li>Choose a period: a day (the last 24 hours), a week (the last 7 days) or a month (the last 30 days). You can set one for each.</li>
<li>Enter the most you want to spend in that period, and save.</li>
</ol>
<p>Once you reach your limit, you will not be able to buy more tickets until enough of your earlier spending falls outside the period. The page always shows how much you have spent so far.</p>
<h2>Why a lower limit is instant, and a higher one waits</h2>
<p>When you lower a limit, it applies straight away. When you raise or remove one, the change waits 24 hours before it applies. That cooling-off period means the decision to spend more is never made in the moment – for example, straight after a near miss.</p>
<h2>Deposit limits and breaks</h2>
<p>On the same page you can set a weekly deposit limit on the money you add to your wallet. If you would like a break from playing altogether, contact our customer care team, or visit our <a href="/about/responsible-gaming">responsible gambling page</a> for the options and for free, confidential support from Gambling Help Online on 1800 858 858.</p>`,
    },
  },
  {
    collection: 'blog_posts',
    daysAgo: 110,
    data: {
      slug: 'what-happens-when-you-win',
      title: 'What happens when you win?',
      summary:
        'From the moment the numbers are drawn to the money in your bank account: how Fairdraw checks your tickets, pays prizes into your wallet and handles big wins.',
      author: 'Sam, Fairdraw customer care',
      categories: ['guides', 'winners'],
      imageId: 'blog-prize-wallet',
      imageAlt: 'A wallet with a gold coin and a tick, and an arrow pointing to a bank',
      body: `<p>One of the best things about buying tickets online is that you never need to check them yourself. Here is what happens after every draw.</p>
<h2>1. We check every ticket</h2>
<p>As soon as the official results are published, we check every ticket, syndicate share and raffle ticket in the draw. If you have won, you get an email, and the prize shows on the ticket in <a href="/my-account/past-tickets">Past tickets</a>.</p>
<h2>2. The prize goes into your wallet</h2>
<p>Most prizes are paid into your Fairdraw wallet automatically, usually within two business days of the operator confirming the results. There is nothing to claim and no form to fill in. Syndicate prizes are split by share and paid the same way.</p>
<h2>3. Big wins get a phone call</h2>
<p>Some prizes, such as division 1 or a raffle’s major prize, are paid by the lottery operator or the raffle’s permit holder. Our customer care team will call you, make sure your identity verification is complete, and arrange the claim with you. You never pay a fee to receive a prize.</p>
<h2>4. Withdraw whenever you like</h2>
<p>Money in your wallet is yours. You can use it for tickets or <a href="/my-account/withdraw">withdraw it</a> to a verified Australian bank account in your name; it usually arrives within 1–3 business days. To withdraw for the first time, your identity must be verified, which is why we ask for it early.</p>
<p>And if you do win big, take your time. Our team can point you to independent financial advice before you make any big decisions.</p>`,
    },
  },
];
