// Demo pictures: the Fairdraw logo, the about page's illustration and the responsible gambling picture.
import type { ContentFileSeed } from './types';

const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" width="240" height="64" role="img">
<title>Fairdraw</title>
<circle cx="32" cy="32" r="28" fill="#0b5563"/>
<circle cx="32" cy="32" r="19" fill="#ffe3a3"/>
<path d="M32 18l4 8.6 9.4 1.1-7 6.4 1.9 9.3L32 38.7l-8.3 4.7 1.9-9.3-7-6.4 9.4-1.1z" fill="#0b5563"/>
<text x="70" y="42" font-family="system-ui, sans-serif" font-size="30" font-weight="700" fill="#0b5563">Fair<tspan fill="#073a44">draw</tspan></text>
</svg>`;

const about = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" role="img">
<title>A lottery ticket on a phone screen next to a tick and a padlock</title>
<rect width="1200" height="630" fill="#eaf0f1"/>
<circle cx="980" cy="140" r="190" fill="#ffe3a3"/>
<circle cx="170" cy="520" r="140" fill="#c7d3d6"/>
<rect x="450" y="70" width="300" height="500" rx="36" fill="#10242b"/>
<rect x="468" y="110" width="264" height="420" rx="14" fill="#ffffff"/>
<rect x="500" y="140" width="200" height="34" rx="8" fill="#0b5563"/>
<g fill="#ffe3a3" stroke="#0b5563" stroke-width="4">
<circle cx="520" cy="230" r="20"/><circle cx="570" cy="230" r="20"/><circle cx="620" cy="230" r="20"/>
<circle cx="670" cy="230" r="20"/><circle cx="545" cy="285" r="20"/><circle cx="595" cy="285" r="20"/>
</g>
<circle cx="650" cy="285" r="22" fill="#e4572e"/>
<rect x="500" y="340" width="200" height="12" rx="6" fill="#c7d3d6"/>
<rect x="500" y="366" width="150" height="12" rx="6" fill="#c7d3d6"/>
<rect x="500" y="440" width="200" height="54" rx="10" fill="#0b5563"/>
<circle cx="860" cy="400" r="80" fill="#3f8f5a"/>
<path d="M820 402l28 28 52-56" fill="none" stroke="#ffffff" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>
<rect x="250" y="250" width="130" height="110" rx="16" fill="#0b5563"/>
<path d="M275 250v-30a40 40 0 0 1 80 0v30" fill="none" stroke="#0b5563" stroke-width="18"/>
<circle cx="315" cy="298" r="14" fill="#ffe3a3"/>
<rect x="309" y="300" width="12" height="32" rx="4" fill="#ffe3a3"/>
</svg>`;

const responsible = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" role="img">
<title>A hand holding a shield with a heart, beside a dial set to a low limit</title>
<rect width="1200" height="630" fill="#f6f8f8"/>
<circle cx="380" cy="320" r="250" fill="#eaf0f1"/>
<path d="M380 110l170 60v120c0 110-75 185-170 225-95-40-170-115-170-225V170z" fill="#0b5563"/>
<path d="M380 390c-60-40-95-75-95-115a45 45 0 0 1 95-20 45 45 0 0 1 95 20c0 40-35 75-95 115z" fill="#ffe3a3"/>
<path d="M200 560c40-50 110-60 170-40l120 10c20 2 20 30 0 32l-90 4" fill="#f3c9a0" stroke="#c98f63" stroke-width="6" stroke-linejoin="round"/>
<circle cx="850" cy="330" r="190" fill="#ffffff" stroke="#c7d3d6" stroke-width="12"/>
<path d="M700 330a150 150 0 0 1 300 0" fill="none" stroke="#eaf0f1" stroke-width="40"/>
<path d="M700 330a150 150 0 0 1 60-120" fill="none" stroke="#3f8f5a" stroke-width="40"/>
<path d="M760 210a150 150 0 0 1 180 0" fill="none" stroke="#ffe3a3" stroke-width="40"/>
<path d="M940 210a150 150 0 0 1 60 120" fill="none" stroke="#e4572e" stroke-width="40"/>
<path d="M850 330l-95-70" stroke="#10242b" stroke-width="14" stroke-linecap="round"/>
<circle cx="850" cy="330" r="22" fill="#10242b"/>
<rect x="760" y="420" width="180" height="44" rx="22" fill="#0b5563"/>
<rect x="790" y="436" width="120" height="12" rx="6" fill="#ffffff"/>
</svg>`;

export const brandFileSeeds: ContentFileSeed[] = [
  {
    id: 'fairdraw-logo',
    filename: 'fairdraw-logo.svg',
    width: 240,
    height: 64,
    description: 'Fairdraw',
    svg: logo,
  },
  {
    id: 'about-illustration',
    filename: 'about-illustration.svg',
    width: 1200,
    height: 630,
    description: 'A lottery ticket on a phone screen next to a tick and a padlock',
    svg: about,
  },
  {
    id: 'responsible-gambling',
    filename: 'responsible-gambling.svg',
    width: 1200,
    height: 630,
    description: 'A hand holding a shield with a heart, beside a dial set to a low limit',
    svg: responsible,
  },
];
