// Demo content: news posts – winners' stories and news from the causes.
import type { ContentItemSeed } from './types';

export const blogNewsItemSeeds: ContentItemSeed[] = [
  {
    collection: 'blog_posts',
    daysAgo: 3,
    data: {
      slug: 'saturday-lotto-syndicate-wins-1-2-million',
      title: 'Fifty shares, one ticket: a Saturday Lotto syndicate wins $1.2 million',
      summary:
        'A 50-share Fairdraw syndicate matched all six numbers in Saturday Lotto, and every member woke up on Sunday $24,000 better off.',
      author: 'Fairdraw News Team',
      categories: ['winners'],
      imageId: 'blog-syndicate-win',
      imageAlt: 'Confetti falling over a group of people raising their hands in celebration',
      body: `<p>When Kylie checked her email on Sunday morning, she assumed the subject line was a mistake. The Saturday Lotto syndicate she had bought two shares in for the past year had won division 1: $1.2 million, shared between the syndicate’s 50 shares.</p>
<p>“I read it three times, then I rang my sister,” Kylie told us. “I’d honestly forgotten I was even in it. It just ran every week in the background.” With two shares, her part of the prize was $48,000, paid straight into her Fairdraw wallet.</p>
<h2>How the syndicate worked</h2>
<p>The syndicate held 40 standard Saturday Lotto games each week, far more than most people would buy alone, and split the cost across 50 shares. Every member owned an equal part of every game. When one of those games matched all six winning numbers, the prize was divided by the number of shares and paid out automatically – no forms, no claim, no waiting for a cheque.</p>
<p>Dev, another member who held a single share, says the $24,000 will go towards paying down his car loan. “It’s not a yacht,” he laughed, “but it’s a very nice Sunday.”</p>
<h2>A reminder about the odds</h2>
<p>Syndicates improve your chance of a win by spreading the cost of many games, but they also share the prize. The odds of any one Saturday Lotto game winning division 1 are about 1 in 8.1 million, so wins like this are rare. Play for the fun of it, with money you can afford, and set a spend limit if it helps you keep track.</p>`,
    },
  },
  {
    collection: 'blog_posts',
    daysAgo: 16,
    data: {
      slug: 'harbour-prize-home-raffle-passes-halfway',
      title: 'The Harbour Children’s Prize Home raffle passes the halfway mark',
      summary:
        'More than 140,000 tickets have been sold in the Harbour Children’s Prize Home raffle. Here is what that money is already paying for at the hospital.',
      author: 'Priya, Fairdraw community team',
      categories: ['community'],
      imageId: 'cause-harbour-childrens-hospital',
      imageAlt: 'A children’s hospital by the harbour with a heart above the door',
      body: `<p>The latest Harbour Children’s Prize Home raffle has passed a milestone: more than 140,000 of its 250,000 tickets are now sold. The winner will take home a fully furnished four-bedroom home on the Central Coast, worth $1.2 million, and the Harbour Children’s Hospital Foundation will put the proceeds to work across the hospital.</p>
<h2>What the money is paying for</h2>
<p>The Foundation told us that money from earlier raffles has already bought new portable monitors for the children’s cancer ward, letting young patients walk to the playroom or the garden while their treatment continues. It also paid for 1,800 nights of accommodation near the hospital for families who travel from regional NSW.</p>
<p>This raffle’s proceeds are earmarked for research grants into childhood asthma and type 1 diabetes, and for expanding the hospital school so children in long stays do not fall behind.</p>
<h2>There is still time to join in</h2>
<p>Tickets start at $5, with bundles of 5 and 12 tickets for regular supporters. The draw is held under the Foundation’s raffle permit on the date shown on the raffle page, and the winner will be contacted by phone and email and announced on our results page.</p>
<p>Thank you to every Fairdraw customer who has bought a ticket so far. Every one of them makes a difference to a child in hospital.</p>`,
    },
  },
  {
    collection: 'blog_posts',
    daysAgo: 38,
    data: {
      slug: 'tallowood-point-surf-club-launches-new-irb',
      title: 'Tallowood Point Surf Club launches its new rescue boat',
      summary:
        'Raffle money from Fairdraw customers has put a new inflatable rescue boat on the water at Tallowood Point, just in time for the patrol season.',
      author: 'Priya, Fairdraw community team',
      categories: ['community'],
      imageId: 'cause-tallowood-point-slsc',
      imageAlt: 'An inflatable rescue boat and a rescue board on the sand beside red and yellow flags',
      body: `<p>On the first patrol weekend of the season, the volunteers of Tallowood Point Surf Life Saving Club gathered on the sand to launch their newest piece of equipment: an inflatable rescue boat, or IRB, paid for with money raised by the club’s last raffle.</p>
<p>An IRB is the fastest way to reach a swimmer caught in a rip. With two trained crew on board, it can cross the break and reach someone hundreds of metres out in well under a minute. The club’s previous boat had done more than ten years of patrols and was spending more time being repaired than on the water.</p>
<h2>More than a boat</h2>
<p>The raffle also funded two new rescue boards for Nippers and a set of training courses, so six new members can qualify as IRB crew this season. “Every one of our lifesavers is a volunteer,” the club’s president told us. “Equipment is the one thing we can’t do without, and the raffle has given us the best boat we’ve had.”</p>
<h2>The next raffle is nearly sold out</h2>
<p>The club’s current raffle, for a dual-cab 4WD ute and off-road camper trailer, has only a handful of tickets left. Whether or not you buy one, the club asks everyone heading to the beach this summer to do one simple thing: swim between the red and yellow flags.</p>`,
    },
  },
  {
    collection: 'blog_posts',
    daysAgo: 75,
    data: {
      slug: 'set-for-life-win-for-a-newcastle-nurse',
      title: '$20,000 a month for 20 years: a Set for Life win for a Newcastle nurse',
      summary:
        'Maree bought a single Set for Life game on her phone during a night shift break. It won division 1.',
      author: 'Fairdraw News Team',
      categories: ['winners'],
      imageId: 'blog-set-for-life',
      imageAlt: 'A calendar with a coin on every month and a star on the first day',
      body: `<p>Maree, a nurse from Newcastle, bought one Set for Life game on her phone during a break on a night shift. The next morning she learnt that it had won division 1: $20,000 a month, every month, for the next 20 years.</p>
<p>“I thought our team would be getting a box of doughnuts out of it,” she said. “When the email said division 1, I made my husband read it to me out loud.”</p>
<h2>How a Set for Life prize is paid</h2>
<p>Unlike most lotteries, the Set for Life division 1 prize is paid as a monthly amount rather than a lump sum. Because a prize this size is paid by the lottery operator, our customer care team called Maree the same day, checked that her identity verification was complete, and arranged the claim with the operator for her. Her first payment arrived the following month.</p>
<p>Maree says she will keep working, but part-time. “I love my job. I just want to be home for dinner more often.” She plans to help her two children with their first homes and, one day, see the Northern Lights.</p>
<h2>Playing for fun</h2>
<p>Wins like Maree’s are rare; most tickets win nothing, and that is worth remembering every time you play. If you would like to keep your spending in check, you can set a daily, weekly or monthly limit in your account in under a minute.</p>`,
    },
  },
];
