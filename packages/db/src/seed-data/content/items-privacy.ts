// Demo content: the privacy policy and the cookie policy.
import { aboutSubnavigation } from './items-site';
import type { ContentItemSeed } from './types';

const privacy: ContentItemSeed = {
  collection: 'pages',
  data: {
    path: 'about/privacy',
    template: 'legal',
    name: 'Privacy',
    seo: {
      title: 'Privacy policy | Fairdraw',
      description:
        'How Fairdraw Pty Ltd collects, uses, discloses and protects your personal information under the Privacy Act 1988 (Cth) and the Australian Privacy Principles, and how to contact us or the OAIC.',
    },
    subnavigation: aboutSubnavigation,
    footer: 'full',
    sections: [
      {
        type: 'page_header',
        title: 'Privacy policy',
        subtitle: 'Last updated 1 November 2026',
      },
      {
        type: 'full_page_content',
        html: `<h2>About this policy</h2>
<p>Fairdraw Pty Ltd (ABN 00 000 000 000) (“Fairdraw”, “we”, “us”) respects your privacy. This policy explains how we handle personal information in line with the <em>Privacy Act 1988</em> (Cth) and the Australian Privacy Principles (<abbr title="Australian Privacy Principles">APPs</abbr>). It applies to our website, our apps and our customer care team.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Identity details:</strong> your name, date of birth and, where needed to verify you, details from an identity document such as a driver licence or passport.</li>
<li><strong>Contact details:</strong> your email address, mobile number and residential address.</li>
<li><strong>Payment details:</strong> a token from our payment processor that stands for your card, the card’s type and last four digits, and the bank account or PayID you ask us to pay withdrawals to. We never store your full card number or security code.</li>
<li><strong>Play history:</strong> the tickets, syndicate shares and raffle tickets you buy, your results and prizes, your wallet transactions, and any limits or exclusions you set.</li>
<li><strong>Device and usage data:</strong> your IP address, browser and device type, the pages you visit and, with your consent, analytics and marketing cookies (see our <a href="/about/cookie-policy">cookie policy</a>).</li>
<li><strong>Communications:</strong> messages you send us and notes of calls with our team.</li>
</ul>
<p>We collect most of this from you directly. We also receive information from identity verification services, payment processors and lottery operators (for example, prize results for your tickets).</p>
<h2>Why we collect it</h2>
<ul>
<li>To verify your identity and that you are 18 or over, as the rules of the lotteries we sell and the <em>Anti-Money Laundering and Counter-Terrorism Financing Act 2006</em> (Cth) require.</li>
<li>To buy tickets on your behalf, show them to you and check them after each draw.</li>
<li>To pay prizes into your wallet and process your withdrawals.</li>
<li>To prevent, detect and investigate fraud, misuse of accounts and other unlawful activity.</li>
<li>To apply the spend limits, deposit limits and exclusions you choose, and to support responsible gambling.</li>
<li>To answer your questions and complaints.</li>
<li>With your consent, to send you news, offers and draw reminders. You can unsubscribe at any time.</li>
</ul>
<p>If you do not give us the information we ask for, we may not be able to open your account, sell you tickets or pay you a prize.</p>
<h2>Who we disclose it to</h2>
<ul>
<li><strong>Lottery operators and raffle permit holders</strong>, to place your entries and claim prizes;</li>
<li><strong>Payment processors and banks</strong>, to take payments and make withdrawals;</li>
<li><strong>Identity verification services</strong>, which check your details against official records and credit reporting bodies’ identity data (not your credit history);</li>
<li><strong>Regulators and law enforcement</strong>, including AUSTRAC, when the law requires or allows it;</li>
<li><strong>Service providers</strong> who host our systems, send our emails or help us with customer care, under contracts that protect your information;</li>
<li><strong>Professional advisers</strong> such as auditors and lawyers.</li>
</ul>
<p>We do not sell your personal information.</p>
<h2>Overseas disclosure</h2>
<p>Our main systems are hosted in Australia. Some service providers, such as email delivery and customer care software, may store or access information in New Zealand, Singapore, the European Union or the United States. We take reasonable steps to make sure they handle it consistently with the APPs.</p>
<h2>How we protect it</h2>
<p>We use encryption in transit and at rest, strict access controls, two-factor sign-in for staff, and regular security testing. We keep identity and transaction records for as long as the law requires (generally seven years after your account closes) and then destroy or de-identify them.</p>
<h2>Access and correction</h2>
<p>You can see and update most of your details in <a href="/my-account/my-details">My account</a>. To ask for a copy of the information we hold about you, or to correct it, email us. We will answer within 30 days. We may need to confirm your identity first, and we will explain if the law lets us refuse.</p>
<h2>Complaints</h2>
<p>If you think we have mishandled your personal information, please contact our privacy officer first. We will acknowledge your complaint within 2 business days and aim to resolve it within 30 days.</p>
<p>If you are not satisfied with our answer, you can complain to the Office of the Australian Information Commissioner (OAIC) at <a href="https://www.oaic.gov.au">oaic.gov.au</a> or on <strong>1300 363 992</strong>.</p>
<h2>Contact our privacy officer</h2>
<address>
<p>Privacy Officer, Fairdraw Pty Ltd</p>
<p>Level 4, 88 Harris Street, Pyrmont NSW 2009</p>
<p>Email: <a href="mailto:privacy@fairdraw.example">privacy@fairdraw.example</a></p>
</address>
<h2>Changes to this policy</h2>
<p>We may update this policy from time to time. The date at the top shows when it last changed, and we will tell you by email about any significant change.</p>`,
      },
    ],
  },
};

const cookiePolicy: ContentItemSeed = {
  collection: 'pages',
  data: {
    path: 'about/cookie-policy',
    template: 'legal',
    name: 'Cookie policy',
    seo: {
      title: 'Cookie policy | Fairdraw',
      description:
        'The cookies Fairdraw uses – essential, preferences, analytics and marketing – what each one does, how long it lasts, and how to change your choice with Cookie settings in the footer.',
    },
    subnavigation: aboutSubnavigation,
    footer: 'full',
    sections: [
      {
        type: 'page_header',
        title: 'Cookie policy',
        subtitle: 'Last updated 1 November 2026',
      },
      {
        type: 'full_page_content',
        html: `<h2>What cookies are</h2>
<p>Cookies are small text files a website stores in your browser. Some are needed for the shop to work; others are optional and we only use them if you agree. This policy explains each group and the main cookies in it. Our <a href="/about/privacy">privacy policy</a> explains how we handle personal information.</p>
<h2>Essential cookies</h2>
<p>These keep you signed in, keep your cart and remember your cookie choice. The shop cannot work without them, so they cannot be switched off.</p>
<table>
<thead><tr><th>Cookie</th><th>What it is for</th><th>How long it lasts</th></tr></thead>
<tbody>
<tr><td>Cart token (fd_cart_token)</td><td>An anonymous token that keeps the tickets in your cart before you sign in.</td><td>14 days</td></tr>
<tr><td>Sign-in session (fd_refresh, fd_access_token and related)</td><td>Keeps you signed in securely while you use the shop.</td><td>Until you sign out, or at most 30 days</td></tr>
<tr><td>Cookie consent</td><td>Remembers which optional cookies you accepted, so we do not ask every visit.</td><td>1 year</td></tr>
</tbody>
</table>
<h2>Preference cookies</h2>
<p>These remember choices that make the shop work better for you.</p>
<table>
<thead><tr><th>Cookie</th><th>What it is for</th><th>How long it lasts</th></tr></thead>
<tbody>
<tr><td>Sub-variant (sv)</td><td>Remembers which version of a page you were shown, so the shop looks the same each time you come back.</td><td>1 year</td></tr>
<tr><td>Favourite numbers (fd_favourite_numbers)</td><td>Remembers numbers you saved before signing in.</td><td>14 days</td></tr>
</tbody>
</table>
<h2>Analytics cookies</h2>
<p>These help us understand how people use the shop, such as which pages are slow or confusing, so we can improve it. The information is combined and does not identify you by name.</p>
<table>
<thead><tr><th>Cookie</th><th>What it is for</th><th>How long it lasts</th></tr></thead>
<tbody>
<tr><td>Anonymous id</td><td>A random number that lets us count returning visitors without knowing who they are.</td><td>1 year</td></tr>
<tr><td>Browsing session (fd_session_id, fd_session_seen)</td><td>Groups the pages of one visit together.</td><td>A visit ends after 30 idle minutes</td></tr>
</tbody>
</table>
<h2>Marketing cookies</h2>
<p>These tell us which partner or campaign brought you to Fairdraw, so we can pay our partners fairly and measure our advertising.</p>
<table>
<thead><tr><th>Cookie</th><th>What it is for</th><th>How long it lasts</th></tr></thead>
<tbody>
<tr><td>Affiliate code (fd_aff)</td><td>The code of the partner website that referred you.</td><td>14 days</td></tr>
<tr><td>Campaign (fd_session_campaign)</td><td>The campaign named in the link you followed.</td><td>Your visit</td></tr>
</tbody>
</table>
<h2>Changing your choice</h2>
<p>You can change your choice at any time: select <strong>Cookie settings</strong> at the bottom of any page, switch each optional group on or off, and save. You can also delete cookies in your browser’s settings; if you delete essential cookies you will be signed out and your cart may be emptied.</p>
<h2>Questions</h2>
<p>Email <a href="mailto:privacy@fairdraw.example">privacy@fairdraw.example</a> if you have any questions about cookies.</p>`,
      },
    ],
  },
};

export const privacyItemSeeds: ContentItemSeed[] = [privacy, cookiePolicy];
