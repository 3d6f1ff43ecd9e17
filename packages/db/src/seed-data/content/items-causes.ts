// Demo content: one page for each cause our raffles support (the causes of ../raffles.ts).
import type { ContentItemSeed } from './types';

const harbourChildrensHospital: ContentItemSeed = {
  collection: 'pages',
  data: {
    path: 'causes/harbour-childrens-hospital',
    template: 'default',
    name: 'Harbour Children’s Hospital Foundation',
    seo: {
      title: 'Harbour Children’s Hospital Foundation | Fairdraw charity raffles',
      description:
        'Every Harbour Children’s Prize Home ticket funds research, equipment and family support at the Harbour Children’s Hospital, which cares for more than 60,000 young patients a year.',
      imageId: 'cause-harbour-childrens-hospital',
    },
    footer: 'full',
    sections: [
      {
        type: 'page_header',
        title: 'Harbour Children’s Hospital Foundation',
        subtitle: 'Research, equipment and family support for more than 60,000 young patients every year.',
      },
      {
        type: 'image_beside_text',
        imageId: 'cause-harbour-childrens-hospital',
        imageAlt: 'A children’s hospital by the harbour with a heart above the door',
        imageSide: 'right',
        html: `<h2>Caring for children and their families</h2>
<p>The Harbour Children’s Hospital treats children from newborns to teenagers, from a broken arm on a Saturday afternoon to months of cancer treatment. More than 60,000 young patients pass through its wards, clinics and emergency department each year.</p>
<p>The Harbour Children’s Hospital Foundation raises the money that government funding does not cover: the newest equipment, research into childhood illness, and the small things that make a hospital stay easier for a whole family.</p>`,
      },
      {
        type: 'single_column',
        html: `<h2>How your raffle money is used</h2>
<ul>
<li><strong>Equipment:</strong> portable monitors and infusion pumps sized for children, so patients can move around the ward during treatment.</li>
<li><strong>Research:</strong> grants for the hospital’s clinicians studying childhood asthma, diabetes and rare diseases.</li>
<li><strong>Family support:</strong> overnight accommodation near the hospital for families from regional NSW, parking vouchers and meal cards.</li>
<li><strong>Play and learning:</strong> play therapists and a hospital school, so children can keep learning while they recover.</li>
</ul>
<p>The Foundation holds the permit for the Harbour Children’s Prize Home raffle and publishes how each raffle’s proceeds were spent in its annual report.</p>`,
      },
      {
        type: 'call_to_action',
        title: 'Win a $1.2 million Central Coast home',
        text: 'Every ticket in the Harbour Children’s Prize Home raffle helps the hospital. Tickets from $5.',
        label: 'Buy Prize Home tickets',
        href: '/harbour-prize-home',
      },
    ],
  },
};

const tallowoodPoint: ContentItemSeed = {
  collection: 'pages',
  data: {
    path: 'causes/tallowood-point-surf-life-saving-club',
    template: 'default',
    name: 'Tallowood Point Surf Life Saving Club',
    seo: {
      title: 'Tallowood Point Surf Life Saving Club | Fairdraw charity raffles',
      description:
        'Volunteer lifesavers patrol Tallowood Point beach every weekend from September to April. Tickets in the Surf Club 4WD & Camper Raffle buy rescue boards and an IRB.',
      imageId: 'cause-tallowood-point-slsc',
    },
    footer: 'full',
    sections: [
      {
        type: 'page_header',
        title: 'Tallowood Point Surf Life Saving Club',
        subtitle:
          'Volunteer lifesavers keeping Tallowood Point beach safe every weekend from September to April.',
      },
      {
        type: 'image_beside_text',
        imageId: 'cause-tallowood-point-slsc',
        imageAlt: 'An inflatable rescue boat and a rescue board on the sand beside red and yellow flags',
        imageSide: 'left',
        html: `<h2>Between the flags since the 1950s</h2>
<p>Every weekend and public holiday from September to April, volunteers from Tallowood Point Surf Life Saving Club put up the red and yellow flags and watch over thousands of swimmers, surfers and families. Nobody on patrol is paid: they are students, tradies, nurses and retirees who trained for their Bronze Medallion and give up their weekends.</p>
<p>The club also runs Nippers for local children every Sunday morning, teaching them to read the surf and stay safe in the water.</p>`,
      },
      {
        type: 'single_column',
        html: `<h2>How your raffle money is used</h2>
<ul>
<li><strong>An inflatable rescue boat (IRB):</strong> the fastest way to reach a swimmer caught in a rip, and the club’s most important piece of equipment.</li>
<li><strong>Rescue boards:</strong> new boards for patrols and for training the next generation of lifesavers.</li>
<li><strong>Training:</strong> Bronze Medallion, IRB driver and first aid courses for new volunteers.</li>
<li><strong>First aid supplies:</strong> defibrillators, oxygen kits and the everyday supplies used on every patrol.</li>
</ul>
<p>The club holds the permit for the Surf Club 4WD &amp; Camper Raffle. Tickets are nearly sold out, so don’t leave it too late.</p>`,
      },
      {
        type: 'call_to_action',
        title: 'Win a 4WD ute and an off-road camper',
        text: 'Keep Tallowood Point’s volunteers on the beach. Only a few tickets are left.',
        label: 'Buy surf club raffle tickets',
        href: '/tallowood-surf-raffle',
      },
    ],
  },
};

const riversideHospice: ContentItemSeed = {
  collection: 'pages',
  data: {
    path: 'causes/riverside-hospice',
    template: 'default',
    name: 'Riverside Hospice',
    seo: {
      title: 'Riverside Hospice | Fairdraw charity raffles',
      description:
        'Riverside Hospice gives free palliative care at home and in its twelve-bed hospice. The $250,000 Cash Raffle funds a year of home visits by hospice nurses.',
      imageId: 'cause-riverside-hospice',
    },
    footer: 'full',
    sections: [
      {
        type: 'page_header',
        title: 'Riverside Hospice',
        subtitle:
          'Free palliative care, at home and in our twelve-bed hospice, for patients and families across the river district.',
      },
      {
        type: 'image_beside_text',
        imageId: 'cause-riverside-hospice',
        imageAlt: 'A low hospice building among trees beside a calm river at sunset',
        imageSide: 'right',
        html: `<h2>Care when it matters most</h2>
<p>Riverside Hospice cares for people living with a life-limiting illness, and for the families who love them. Its nurses, doctors, counsellors and volunteers help patients stay comfortable and spend their time the way they choose – most often at home.</p>
<p>Its care is free for every patient and family. That is only possible because the local community gives generously, year after year.</p>`,
      },
      {
        type: 'single_column',
        html: `<h2>How your raffle money is used</h2>
<ul>
<li><strong>Home visits:</strong> the $250,000 Cash Raffle aims to fund a full year of visits by hospice nurses to patients at home.</li>
<li><strong>The hospice:</strong> running costs for the twelve beds, including overnight nursing.</li>
<li><strong>Family support:</strong> counselling and bereavement support for families, for as long as they need it.</li>
<li><strong>Volunteers:</strong> training for the volunteers who drive patients to appointments and sit with them.</li>
</ul>
<p>Riverside Hospice holds the permit for its Cash Raffle. Pre-orders are open now and tickets go on sale soon.</p>`,
      },
      {
        type: 'call_to_action',
        title: 'Win $250,000 in cash',
        text: 'Pre-order your tickets in the Riverside Hospice Cash Raffle and fund a year of home visits.',
        label: 'Pre-order hospice raffle tickets',
        href: '/riverside-hospice-cash',
      },
    ],
  },
};

const blueGum: ContentItemSeed = {
  collection: 'pages',
  data: {
    path: 'causes/blue-gum-rural-fire-brigade',
    template: 'default',
    name: 'Blue Gum Rural Fire Brigade',
    seo: {
      title: 'Blue Gum Rural Fire Brigade | Fairdraw charity raffles',
      description:
        'The volunteers of the Blue Gum Rural Fire Brigade protect the Blue Gum valley. Tickets in the $50,000 Cash Raffle fund a new Category 1 tanker and protective gear.',
      imageId: 'cause-blue-gum-rfb',
    },
    footer: 'full',
    sections: [
      {
        type: 'page_header',
        title: 'Blue Gum Rural Fire Brigade',
        subtitle: 'Volunteers protecting the homes, farms and bushland of the Blue Gum valley.',
      },
      {
        type: 'image_beside_text',
        imageId: 'cause-blue-gum-rfb',
        imageAlt: 'A red fire tanker parked in front of gum trees on a hill',
        imageSide: 'left',
        html: `<h2>A brigade run by its neighbours</h2>
<p>The Blue Gum Rural Fire Brigade’s thirty-odd active members are farmers, teachers, shop owners and retirees who live in the valley. They respond to bush and grass fires, car accidents and storm damage, help with hazard reduction burns in the cooler months, and visit schools to teach fire safety.</p>
<p>Their oldest tanker has served the valley for more than twenty years. Before another fire season, the brigade needs a new one.</p>`,
      },
      {
        type: 'single_column',
        html: `<h2>How your raffle money is used</h2>
<ul>
<li><strong>A new Category 1 tanker:</strong> the large four-wheel-drive tanker used for bush fires, carrying water, hoses and a crew of four.</li>
<li><strong>Protective gear:</strong> new jackets, helmets, gloves and boots for crews on the fire ground.</li>
<li><strong>Radios and safety equipment:</strong> so crews can stay in touch in the steep, timbered country of the valley.</li>
</ul>
<p>The brigade holds the permit for the $50,000 Cash Raffle. More than half the tickets have already been sold.</p>`,
      },
      {
        type: 'call_to_action',
        title: 'Win $50,000 in cash',
        text: 'Help the Blue Gum brigade buy a new tanker before summer.',
        label: 'Buy brigade raffle tickets',
        href: '/blue-gum-cash',
      },
    ],
  },
};

export const causeItemSeeds: ContentItemSeed[] = [
  harbourChildrensHospital,
  tallowoodPoint,
  riversideHospice,
  blueGum,
];
