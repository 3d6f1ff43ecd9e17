// Demo content: the terms and conditions of purchase and the website terms of use.
import { aboutSubnavigation } from './items-site';
import type { ContentItemSeed } from './types';

const termsAndConditions: ContentItemSeed = {
  collection: 'pages',
  data: {
    path: 'about/terms-and-conditions',
    template: 'legal',
    name: 'Terms and conditions',
    seo: {
      title: 'Terms and conditions of purchase | Fairdraw',
      description:
        'The terms on which Fairdraw Pty Ltd sells lottery entries, syndicate shares and charity raffle tickets: eligibility, identity checks, your wallet, prizes, limits and closing your account.',
    },
    subnavigation: aboutSubnavigation,
    footer: 'full',
    sections: [
      {
        type: 'page_header',
        title: 'Terms and conditions of purchase',
        subtitle: 'Last updated 1 November 2026. Please read these terms before you buy.',
      },
      {
        type: 'full_page_content',
        html: `<h2>1. About these terms</h2>
<p>These terms are an agreement between you and Fairdraw Pty Ltd (ABN 00 000 000 000), Level 4, 88 Harris Street, Pyrmont NSW 2009 (“Fairdraw”, “we”, “us”). They apply whenever you open an account or buy from us. The rules of each lottery and the terms of each raffle also apply, and where they conflict with these terms, the lottery rules or raffle terms win. Nothing in these terms limits your rights under the Australian Consumer Law.</p>
<h2>2. Who can play</h2>
<ul>
<li>You must be at least 18 years old and live in Australia.</li>
<li>You may hold only one Fairdraw account, in your own name, and you must not let anyone else use it.</li>
<li>The details you give us must be true and kept up to date.</li>
</ul>
<h2>3. Verifying your identity</h2>
<p>The law and the lottery rules require us to verify your identity and age. We may check your details electronically and ask for documents. Until you are verified, we may limit what you can do – for example, you cannot withdraw money. If we cannot verify you, we may close your account and return any money you deposited, less any amount spent on tickets. Prizes won before verification are held until you are verified.</p>
<h2>4. How we buy your tickets</h2>
<p>When you buy a lottery entry, we act as your agent and place the entry in the official draw on your behalf. A ticket is only bought once we have confirmed it in your account; if an entry cannot be placed before the draw closes, we refund the full price to your wallet. You own the entry and any prize it wins. Our service fee is included in the price shown before you pay.</p>
<h2>5. Your wallet</h2>
<p>Your wallet holds money you add and prizes you win. Wallet money is held in a trust account, separate from our own funds, and does not earn interest. You can spend it on tickets or withdraw it to an Australian bank account in your name. Withdrawals are usually paid within 1–3 business days. We may ask you to verify your bank account first, and we may delay a withdrawal while we investigate suspected fraud.</p>
<h2>6. Draws, results and prizes</h2>
<ul>
<li>Results are those published by the lottery operator or raffle permit holder. If our records differ from the official results, the official results apply.</li>
<li>We check every ticket after the draw and pay prizes into your wallet, usually within 2 business days of the operator confirming them.</li>
<li>Large prizes that the operator pays directly, such as division 1, are claimed with you: we contact you to arrange the claim and pass on the prize in full.</li>
<li>Unclaimed prizes do not lapse while your account is open.</li>
</ul>
<h2>7. Syndicates</h2>
<p>A syndicate is a group of entries in one or more draws, shared between players. When you buy a share, you own that fraction of every entry in the syndicate for the draws it covers, and you receive that fraction of any prize, rounded down to the cent. Any remainders of a cent are added to the next syndicate draw. The number of shares, the entries and the draws are shown before you buy, and a share cannot be sold back once the draw has closed.</p>
<h2>8. Charity raffles</h2>
<p>Each raffle is conducted by the cause named on its page, which holds the raffle permit and is responsible for the draw and the prizes. Fairdraw sells tickets as the permit holder’s agent and passes the ticket money to it, less the agreed fee. The raffle’s own terms – including the draw date, the prizes, the number of tickets and how winners are notified – are shown on its page and form part of your purchase. Prizes cannot be exchanged for cash unless the raffle’s terms say so.</p>
<h2>9. Cancellations and refunds</h2>
<p>Because every ticket is placed in a draw as soon as you buy it, you cannot cancel a ticket once bought, except where the law allows. You can cancel a subscription at any time before its next draw closes. If a draw is cancelled, or a raffle does not go ahead, we refund the ticket price to your wallet.</p>
<h2>10. Limits and responsible gambling</h2>
<p>You can set spend and deposit limits and ask to take a break or exclude yourself at any time (see <a href="/about/responsible-gaming">Responsible gambling</a>). We may also set limits on an account, refuse a purchase, or suspend an account if we are concerned about gambling harm, fraud or a breach of these terms.</p>
<h2>11. Closing your account</h2>
<p>You can <a href="/close-my-account">close your account</a> at any time. We will pay your wallet balance to your verified bank account, and prizes from tickets bought before closing are still paid. We may close an account with notice, or without notice if we reasonably suspect fraud, under-age play or a serious breach of these terms.</p>
<h2>12. Our liability</h2>
<p>We are responsible for placing the entries you buy and paying the prizes they win. Except as the Australian Consumer Law provides, we are not liable for a loss caused by events outside our reasonable control, such as the failure of an operator’s systems, or for a prize you would have won with numbers you did not buy.</p>
<h2>13. Complaints</h2>
<p>Please tell our customer care team first through the <a href="/about/contact-us">contact page</a>. We aim to resolve complaints within 10 business days. If you are not satisfied, you may contact NSW Fair Trading or the regulator named in the rules of the lottery concerned.</p>
<h2>14. Changes and governing law</h2>
<p>We may change these terms and will give you at least 14 days’ notice of a change that is not in your favour. These terms are governed by the law of New South Wales, and you and we submit to the courts of New South Wales.</p>`,
      },
    ],
  },
};

const termsOfUse: ContentItemSeed = {
  collection: 'pages',
  data: {
    path: 'about/terms-of-use',
    template: 'legal',
    name: 'Terms of use',
    seo: {
      title: 'Website terms of use | Fairdraw',
      description:
        'The terms for using the Fairdraw website and apps: acceptable use, intellectual property, links to other sites, availability, our liability and changes to these terms.',
    },
    subnavigation: aboutSubnavigation,
    footer: 'full',
    sections: [
      {
        type: 'page_header',
        title: 'Website terms of use',
        subtitle: 'Last updated 1 November 2026',
      },
      {
        type: 'full_page_content',
        html: `<h2>Using this website</h2>
<p>This website and our apps are run by Fairdraw Pty Ltd (ABN 00 000 000 000). By using them you agree to these terms. Buying tickets is covered by our <a href="/about/terms-and-conditions">terms and conditions of purchase</a>, and personal information by our <a href="/about/privacy">privacy policy</a>.</p>
<h2>Acceptable use</h2>
<p>You must not:</p>
<ul>
<li>use the website for anything unlawful, or to help anyone under 18 to gamble;</li>
<li>try to get into another person’s account, or share your own sign-in details;</li>
<li>use bots, scrapers or other automated means to buy tickets or collect information from the website;</li>
<li>interfere with the website’s security or operation, or test it for weaknesses without our written permission;</li>
<li>upload anything harmful, misleading or offensive in a message to us.</li>
</ul>
<p>If you find a security problem, please tell us at <a href="mailto:security@fairdraw.example">security@fairdraw.example</a>.</p>
<h2>Intellectual property</h2>
<p>The text, pictures, design and software of this website belong to Fairdraw or our licensors. You may view and print pages for your own personal use. You must not copy, republish or sell them without our permission. Lottery names and logos belong to their owners and are used to describe the games we sell.</p>
<h2>Links to other websites</h2>
<p>We link to other websites, such as support services and lottery operators, for your convenience. We do not control them and are not responsible for their content or privacy practices.</p>
<h2>Availability</h2>
<p>We work hard to keep the website available, but it may sometimes be unavailable for maintenance or because of problems outside our control. We will try to give notice of planned maintenance, and we never take a payment for a ticket we cannot place in its draw.</p>
<h2>Information on the website</h2>
<p>Jackpot estimates, draw times and results are shown as a guide and may change. The official results are those published by the lottery operator or raffle permit holder.</p>
<h2>Our liability</h2>
<p>To the extent the law allows, we are not liable for any indirect loss from using the website, or for loss caused by viruses or other harmful technology that reaches you through it. Nothing in these terms excludes rights you have under the Australian Consumer Law.</p>
<h2>Changes to these terms</h2>
<p>We may update these terms from time to time. The date at the top shows when they last changed; continuing to use the website means you accept the updated terms.</p>
<h2>Governing law</h2>
<p>These terms are governed by the law of New South Wales.</p>`,
      },
    ],
  },
};

export const termsItemSeeds: ContentItemSeed[] = [termsAndConditions, termsOfUse];
