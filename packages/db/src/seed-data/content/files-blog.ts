// Demo pictures: the news posts' illustrations (posts about a cause reuse the cause's picture).
import type { ContentFileSeed } from './types';

const syndicateWin = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" role="img">
<title>Confetti falling over a group of people raising their hands in celebration</title>
<rect width="1200" height="630" fill="#0b5563"/>
<g fill="#ffe3a3"><rect x="120" y="60" width="18" height="30" transform="rotate(20 129 75)"/><rect x="340" y="120" width="18" height="30" transform="rotate(-30 349 135)"/><rect x="610" y="50" width="18" height="30" transform="rotate(45 619 65)"/><rect x="880" y="100" width="18" height="30" transform="rotate(-15 889 115)"/><rect x="1060" y="60" width="18" height="30" transform="rotate(30 1069 75)"/></g>
<g fill="#e4572e"><circle cx="230" cy="160" r="10"/><circle cx="480" cy="70" r="10"/><circle cx="760" cy="150" r="10"/><circle cx="990" cy="190" r="10"/><circle cx="60" cy="220" r="10"/></g>
<g fill="#ffffff"><circle cx="420" cy="200" r="8"/><circle cx="700" cy="230" r="8"/><circle cx="1140" cy="130" r="8"/><circle cx="170" cy="300" r="8"/></g>
<g fill="#f3c9a0">
<circle cx="300" cy="380" r="45"/><circle cx="480" cy="350" r="45"/><circle cx="660" cy="370" r="45"/><circle cx="840" cy="355" r="45"/>
</g>
<g stroke-width="26" stroke-linecap="round" fill="none">
<path d="M250 470l-40-120M350 470l40-120" stroke="#f3c9a0"/><path d="M430 440l-50-130M530 440l50-130" stroke="#f3c9a0"/>
<path d="M610 460l-40-120M710 460l40-120" stroke="#f3c9a0"/><path d="M790 445l-50-130M890 445l50-130" stroke="#f3c9a0"/>
</g>
<path d="M230 430h140v200H230z" fill="#ffe3a3"/><path d="M410 400h140v230H410z" fill="#e4572e"/>
<path d="M590 420h140v210H590z" fill="#ffffff"/><path d="M770 405h140v225H770z" fill="#3f8f5a"/>
<circle cx="1020" cy="470" r="80" fill="#ffe3a3"/>
<text x="1020" y="492" text-anchor="middle" font-family="system-ui, sans-serif" font-size="64" font-weight="700" fill="#0b5563">$</text>
</svg>`;

const powerball = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" role="img">
<title>Seven white lottery balls and one larger orange Powerball</title>
<rect width="1200" height="630" fill="#eaf0f1"/>
<rect x="60" y="380" width="1080" height="20" rx="10" fill="#c7d3d6"/>
<g fill="#ffffff" stroke="#0b5563" stroke-width="6">
<circle cx="130" cy="320" r="58"/><circle cx="255" cy="320" r="58"/><circle cx="380" cy="320" r="58"/><circle cx="505" cy="320" r="58"/>
<circle cx="630" cy="320" r="58"/><circle cx="755" cy="320" r="58"/><circle cx="880" cy="320" r="58"/>
</g>
<circle cx="1040" cy="300" r="80" fill="#e4572e"/>
<circle cx="1040" cy="300" r="44" fill="#ffffff"/>
<g font-family="system-ui, sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="#10242b">
<text x="130" y="334">4</text><text x="255" y="334">9</text><text x="380" y="334">13</text><text x="505" y="334">18</text>
<text x="630" y="334">22</text><text x="755" y="334">27</text><text x="880" y="334">31</text><text x="1040" y="316">7</text>
</g>
<rect x="340" y="460" width="520" height="70" rx="35" fill="#0b5563"/>
<text x="600" y="507" text-anchor="middle" font-family="system-ui, sans-serif" font-size="34" font-weight="700" fill="#ffffff">7 from 35 + 1 from 20</text>
<circle cx="160" cy="120" r="50" fill="#ffe3a3"/>
<circle cx="1080" cy="90" r="30" fill="#c7d3d6"/>
</svg>`;

const syndicates = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" role="img">
<title>Five people standing together beneath one large lottery ticket</title>
<rect width="1200" height="630" fill="#ffe3a3"/>
<rect x="400" y="90" width="400" height="250" rx="20" fill="#ffffff" stroke="#0b5563" stroke-width="8"/>
<rect x="400" y="90" width="400" height="60" rx="20" fill="#0b5563"/>
<g fill="#eaf0f1" stroke="#0b5563" stroke-width="4">
<circle cx="470" cy="210" r="24"/><circle cx="535" cy="210" r="24"/><circle cx="600" cy="210" r="24"/><circle cx="665" cy="210" r="24"/><circle cx="730" cy="210" r="24"/>
<circle cx="470" cy="280" r="24"/><circle cx="535" cy="280" r="24"/><circle cx="600" cy="280" r="24"/><circle cx="665" cy="280" r="24"/><circle cx="730" cy="280" r="24"/>
</g>
<g fill="#f3c9a0"><circle cx="200" cy="400" r="44"/><circle cx="400" cy="420" r="44"/><circle cx="600" cy="410" r="44"/><circle cx="800" cy="420" r="44"/><circle cx="1000" cy="400" r="44"/></g>
<path d="M130 630v-110a70 70 0 0 1 140 0v110z" fill="#0b5563"/>
<path d="M330 630v-90a70 70 0 0 1 140 0v90z" fill="#e4572e"/>
<path d="M530 630v-100a70 70 0 0 1 140 0v100z" fill="#3f8f5a"/>
<path d="M730 630v-90a70 70 0 0 1 140 0v90z" fill="#073a44"/>
<path d="M930 630v-110a70 70 0 0 1 140 0v110z" fill="#e4572e"/>
</svg>`;

const setForLife = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" role="img">
<title>A calendar with a coin on every month and a star on the first day</title>
<rect width="1200" height="630" fill="#eaf0f1"/>
<rect x="300" y="80" width="600" height="480" rx="24" fill="#ffffff" stroke="#0b5563" stroke-width="8"/>
<rect x="300" y="80" width="600" height="90" rx="24" fill="#0b5563"/>
<rect x="380" y="50" width="20" height="70" rx="10" fill="#073a44"/><rect x="800" y="50" width="20" height="70" rx="10" fill="#073a44"/>
<g fill="#f2b134" stroke="#b07a12" stroke-width="5">
<circle cx="390" cy="240" r="34"/><circle cx="530" cy="240" r="34"/><circle cx="670" cy="240" r="34"/><circle cx="810" cy="240" r="34"/>
<circle cx="390" cy="350" r="34"/><circle cx="530" cy="350" r="34"/><circle cx="670" cy="350" r="34"/><circle cx="810" cy="350" r="34"/>
<circle cx="390" cy="460" r="34"/><circle cx="530" cy="460" r="34"/><circle cx="670" cy="460" r="34"/><circle cx="810" cy="460" r="34"/>
</g>
<path d="M390 206l10 21 23 3-17 16 4 23-20-11-20 11 4-23-17-16 23-3z" fill="#e4572e"/>
<circle cx="1040" cy="140" r="60" fill="#ffe3a3"/>
<circle cx="150" cy="480" r="80" fill="#c7d3d6"/>
</svg>`;

const prizeWallet = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" role="img">
<title>A wallet with a gold coin and a tick, and an arrow pointing to a bank</title>
<rect width="1200" height="630" fill="#f6f8f8"/>
<rect x="150" y="200" width="420" height="280" rx="30" fill="#0b5563"/>
<rect x="150" y="200" width="420" height="70" rx="30" fill="#073a44"/>
<rect x="430" y="300" width="160" height="90" rx="20" fill="#ffe3a3"/>
<circle cx="480" cy="345" r="18" fill="#0b5563"/>
<circle cx="360" cy="170" r="70" fill="#f2b134" stroke="#b07a12" stroke-width="8"/>
<path d="M325 172l24 24 46-48" fill="none" stroke="#ffffff" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M640 340h200" stroke="#c7d3d6" stroke-width="24" stroke-linecap="round"/>
<path d="M820 290l60 50-60 50z" fill="#c7d3d6"/>
<path d="M900 270l130-70 130 70z" fill="#4a5a61"/>
<g fill="#c7d3d6"><rect x="920" y="290" width="30" height="150"/><rect x="985" y="290" width="30" height="150"/><rect x="1050" y="290" width="30" height="150"/><rect x="1115" y="290" width="30" height="150"/></g>
<rect x="900" y="440" width="260" height="30" fill="#4a5a61"/>
<rect x="120" y="520" width="1040" height="14" rx="7" fill="#eaf0f1"/>
</svg>`;

const picture = (id: string, description: string, svg: string): ContentFileSeed => ({
  id,
  filename: `${id}.svg`,
  width: 1200,
  height: 630,
  description,
  svg,
});

export const blogFileSeeds: ContentFileSeed[] = [
  picture(
    'blog-syndicate-win',
    'Confetti falling over a group of people raising their hands in celebration',
    syndicateWin,
  ),
  picture('blog-powerball', 'Seven white lottery balls and one larger orange Powerball', powerball),
  picture('blog-syndicates', 'Five people standing together beneath one large lottery ticket', syndicates),
  picture(
    'blog-set-for-life',
    'A calendar with a coin on every month and a star on the first day',
    setForLife,
  ),
  picture(
    'blog-prize-wallet',
    'A wallet with a gold coin and a tick, and an arrow pointing to a bank',
    prizeWallet,
  ),
];
