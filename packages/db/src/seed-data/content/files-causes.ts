// Demo pictures: one for each cause our raffles support.
import type { ContentFileSeed } from './types';

const hospital = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" role="img">
<title>A children’s hospital by the harbour with a heart above the door</title>
<rect width="1200" height="630" fill="#bfe3ea"/>
<circle cx="1040" cy="110" r="60" fill="#ffe3a3"/>
<rect y="470" width="1200" height="160" fill="#0b5563"/>
<path d="M0 500q50-14 100 0t100 0 100 0 100 0 100 0 100 0 100 0 100 0 100 0 100 0 100 0 100 0" fill="none" stroke="#bfe3ea" stroke-width="6"/>
<rect x="330" y="150" width="540" height="330" fill="#ffffff"/>
<rect x="500" y="90" width="200" height="80" fill="#ffffff"/>
<rect x="330" y="150" width="540" height="24" fill="#c7d3d6"/>
<path d="M600 350c-40-28-62-50-62-76a30 30 0 0 1 62-12 30 30 0 0 1 62 12c0 26-22 48-62 76z" fill="#e4572e"/>
<rect x="588" y="102" width="24" height="56" fill="#e4572e"/>
<rect x="572" y="118" width="56" height="24" fill="#e4572e"/>
<g fill="#ffe3a3">
<rect x="370" y="200" width="60" height="50" rx="6"/><rect x="450" y="200" width="60" height="50" rx="6"/>
<rect x="690" y="200" width="60" height="50" rx="6"/><rect x="770" y="200" width="60" height="50" rx="6"/>
<rect x="370" y="290" width="60" height="50" rx="6"/><rect x="450" y="290" width="60" height="50" rx="6"/>
<rect x="690" y="290" width="60" height="50" rx="6"/><rect x="770" y="290" width="60" height="50" rx="6"/>
</g>
<rect x="550" y="370" width="100" height="110" rx="10" fill="#0b5563"/>
<rect x="200" y="380" width="20" height="100" fill="#073a44"/>
<circle cx="210" cy="350" r="60" fill="#3f8f5a"/>
<rect x="980" y="380" width="20" height="100" fill="#073a44"/>
<circle cx="990" cy="350" r="60" fill="#3f8f5a"/>
<path d="M900 560l60-40h80l-20 40z" fill="#ffffff"/>
<path d="M965 520v-60l40 56z" fill="#ffe3a3"/>
</svg>`;

const surfClub = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" role="img">
<title>An inflatable rescue boat and a rescue board on the sand beside red and yellow flags</title>
<rect width="1200" height="630" fill="#bfe3ea"/>
<circle cx="180" cy="120" r="70" fill="#ffe3a3"/>
<rect y="250" width="1200" height="170" fill="#0b5563"/>
<path d="M0 300q60-24 120 0t120 0 120 0 120 0 120 0 120 0 120 0 120 0 120 0 120 0" fill="none" stroke="#ffffff" stroke-width="8"/>
<path d="M0 360q60-24 120 0t120 0 120 0 120 0 120 0 120 0 120 0 120 0 120 0 120 0" fill="none" stroke="#bfe3ea" stroke-width="6"/>
<path d="M0 400q300-30 600 0t600 0v230H0z" fill="#f3dfae"/>
<rect x="150" y="230" width="10" height="300" fill="#4a5a61"/>
<path d="M160 230h120v40H160z" fill="#e4002b"/>
<path d="M160 270h120v40H160z" fill="#ffd100"/>
<rect x="1040" y="230" width="10" height="300" fill="#4a5a61"/>
<path d="M1050 230h120v40h-120z" fill="#e4002b"/>
<path d="M1050 270h120v40h-120z" fill="#ffd100"/>
<path d="M380 470h420a50 50 0 0 1 0 100H420q-60 0-60-50z" fill="#e4572e"/>
<rect x="420" y="490" width="340" height="40" rx="20" fill="#10242b"/>
<rect x="780" y="440" width="40" height="60" rx="8" fill="#10242b"/>
<rect x="300" y="580" width="600" height="34" rx="17" fill="#ffd100" transform="rotate(-4 600 597)"/>
<rect x="520" y="585" width="160" height="20" rx="10" fill="#e4002b" transform="rotate(-4 600 597)"/>
</svg>`;

const hospice = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" role="img">
<title>A low hospice building among trees beside a calm river at sunset</title>
<rect width="1200" height="630" fill="#f7d9c4"/>
<rect width="1200" height="260" fill="#f4b990"/>
<circle cx="860" cy="300" r="110" fill="#ffe3a3"/>
<path d="M0 330h1200v300H0z" fill="#8fb996"/>
<path d="M0 470q300-40 600 0t600 0v160H0z" fill="#6a4c93"/>
<path d="M80 520h200M420 560h260M820 520h220" stroke="#b9a6d6" stroke-width="8" stroke-linecap="round"/>
<rect x="380" y="260" width="440" height="150" fill="#ffffff"/>
<path d="M350 270l250-90 250 90z" fill="#6a4c93"/>
<g fill="#ffe3a3">
<rect x="420" y="300" width="70" height="56" rx="6"/><rect x="510" y="300" width="70" height="56" rx="6"/>
<rect x="710" y="300" width="70" height="56" rx="6"/>
</g>
<rect x="610" y="320" width="70" height="90" rx="8" fill="#3f8f5a"/>
<rect x="220" y="300" width="22" height="120" fill="#5c4033"/>
<circle cx="231" cy="260" r="80" fill="#3f8f5a"/>
<rect x="960" y="290" width="22" height="130" fill="#5c4033"/>
<circle cx="971" cy="250" r="90" fill="#3f8f5a"/>
<path d="M560 420h80l60 50H500z" fill="#d8c3a5"/>
</svg>`;

const fireTanker = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" role="img">
<title>A red fire tanker parked in front of gum trees on a hill</title>
<rect width="1200" height="630" fill="#dcebf0"/>
<path d="M0 380q300-140 600-60t600-40v350H0z" fill="#9dbf8e"/>
<path d="M0 470q400-60 800-10t400 0v170H0z" fill="#c9b27c"/>
<g fill="#e9e4da">
<rect x="140" y="200" width="18" height="200"/><rect x="960" y="160" width="18" height="220"/><rect x="1080" y="210" width="14" height="170"/>
</g>
<g fill="#5f8f5a">
<ellipse cx="150" cy="190" rx="90" ry="60"/><ellipse cx="970" cy="150" rx="100" ry="64"/><ellipse cx="1087" cy="200" rx="70" ry="48"/>
</g>
<rect x="300" y="330" width="420" height="170" rx="14" fill="#c8102e"/>
<path d="M720 360h130l70 80v60H720z" fill="#c8102e"/>
<path d="M740 375h100l50 60H740z" fill="#bfe3ea"/>
<rect x="320" y="300" width="380" height="40" rx="10" fill="#1d1d1b"/>
<rect x="330" y="390" width="370" height="22" fill="#ffffff"/>
<rect x="330" y="420" width="370" height="12" fill="#ffd100"/>
<rect x="760" y="346" width="60" height="14" rx="7" fill="#ffd100"/>
<g fill="#1d1d1b"><circle cx="400" cy="510" r="50"/><circle cx="560" cy="510" r="50"/><circle cx="820" cy="510" r="50"/></g>
<g fill="#c7d3d6"><circle cx="400" cy="510" r="20"/><circle cx="560" cy="510" r="20"/><circle cx="820" cy="510" r="20"/></g>
</svg>`;

export const causeFileSeeds: ContentFileSeed[] = [
  {
    id: 'cause-harbour-childrens-hospital',
    filename: 'cause-harbour-childrens-hospital.svg',
    width: 1200,
    height: 630,
    description: 'A children’s hospital by the harbour with a heart above the door',
    svg: hospital,
  },
  {
    id: 'cause-tallowood-point-slsc',
    filename: 'cause-tallowood-point-slsc.svg',
    width: 1200,
    height: 630,
    description: 'An inflatable rescue boat and a rescue board on the sand beside red and yellow flags',
    svg: surfClub,
  },
  {
    id: 'cause-riverside-hospice',
    filename: 'cause-riverside-hospice.svg',
    width: 1200,
    height: 630,
    description: 'A low hospice building among trees beside a calm river at sunset',
    svg: hospice,
  },
  {
    id: 'cause-blue-gum-rfb',
    filename: 'cause-blue-gum-rfb.svg',
    width: 1200,
    height: 630,
    description: 'A red fire tanker parked in front of gum trees on a hill',
    svg: fireTanker,
  },
];
