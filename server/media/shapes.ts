import type { Shades } from './colour';

/**
 * Product silhouettes, one per product type, drawn in an 800 × 1000 box with the
 * object centred near (400, 520) and resting on y ≈ 800. Flat illustration
 * style: a cylindrical body gradient, darker seams and a few highlights — no
 * text and no filters, so librsvg renders them quickly and identically
 * everywhere.
 */
export interface Shape {
  /** SVG markup (defs included), ids prefixed with the given id so shapes can share a document. */
  draw: (s: Shades, id: string) => string;
  /** Point to zoom on for the "detail" gallery view. */
  focus: readonly [number, number];
  /** Where the object touches the floor: centre x, y and half-width of its shadow. */
  floor: readonly [number, number, number];
}

/** Side-lit body gradient: dark edge, lit middle, dark edge — reads as volume. */
const bodyGradient = (id: string, s: Shades, vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">
    <stop offset="0" stop-color="${s.dark}"/><stop offset=".28" stop-color="${s.base}"/>
    <stop offset=".55" stop-color="${s.light}"/><stop offset=".8" stop-color="${s.base}"/>
    <stop offset="1" stop-color="${s.dark}"/></linearGradient>`;

const outline = (s: Shades) =>
  `stroke="${s.line}" stroke-opacity=".55" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"`;
const seam = (s: Shades, opacity = 0.5) =>
  `fill="none" stroke="${s.line}" stroke-opacity="${opacity}" stroke-width="3" stroke-dasharray="9 7" stroke-linecap="round"`;
const rule = (s: Shades, width = 3, opacity = 0.6) =>
  `fill="none" stroke="${s.line}" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

const tee: Shape = {
  focus: [400, 300],
  floor: [400, 790, 250],
  draw: (s, id) => `<defs>${bodyGradient(`${id}b`, s)}</defs>
  <path d="M328 214 Q400 282 472 214 L584 246 Q640 300 684 378 L602 432 L550 384 L552 770 Q400 788 248 770 L250 384 L198 432 L116 378 Q160 300 216 246 Z" fill="url(#${id}b)" ${outline(s)}/>
  <path d="M328 214 Q400 282 472 214 L458 210 Q400 262 342 210 Z" fill="${s.dark}"/>
  <path d="M342 210 Q400 262 458 210" ${seam(s)}/>
  <path d="M206 412 L122 366" ${seam(s, 0.45)}/><path d="M594 412 L678 366" ${seam(s, 0.45)}/>
  <path d="M250 746 Q400 762 552 746" ${seam(s, 0.45)}/>
  <path d="M250 384 Q262 330 232 262" ${rule(s, 3, 0.3)}/><path d="M550 384 Q538 330 568 262" ${rule(s, 3, 0.3)}/>
  <path d="M330 470 Q360 600 340 700" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="18" stroke-linecap="round"/>`,
};

const hoodie: Shape = {
  focus: [400, 300],
  floor: [400, 800, 290],
  draw: (s, id) => `<defs>${bodyGradient(`${id}b`, s)}</defs>
  <path d="M300 262 Q292 120 400 108 Q508 120 500 262 Z" fill="${s.dark}" ${outline(s)}/>
  <path d="M312 236 L214 262 Q160 300 144 420 L112 720 L180 736 L222 470 L246 430 L246 792 L554 792 L554 430 L578 470 L620 736 L688 720 L656 420 Q640 300 586 262 L488 236 Z" fill="url(#${id}b)" ${outline(s)}/>
  <path d="M340 248 Q342 160 400 154 Q458 160 460 248 Q400 296 340 248 Z" fill="${s.darker}"/>
  <path d="M330 242 Q400 306 470 242" ${rule(s, 4, 0.5)}/>
  <path d="M378 282 L372 400" stroke="${s.lighter}" stroke-width="6" stroke-linecap="round"/>
  <path d="M422 282 L428 400" stroke="${s.lighter}" stroke-width="6" stroke-linecap="round"/>
  <rect x="364" y="398" width="14" height="22" rx="4" fill="${s.darker}"/><rect x="422" y="398" width="14" height="22" rx="4" fill="${s.darker}"/>
  <path d="M300 600 L500 600 L534 722 L266 722 Z" fill="${s.base}" ${outline(s)}/>
  <path d="M300 600 L266 722 M500 600 L534 722" ${seam(s, 0.45)}/>
  <path d="M246 760 L554 760 L554 792 L246 792 Z" fill="${s.dark}"/>
  <path d="M112 720 L180 736 L184 704 L116 690 Z" fill="${s.dark}"/><path d="M688 720 L620 736 L616 704 L684 690 Z" fill="${s.dark}"/>
  <path d="M270 500 Q282 620 268 700" fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="20" stroke-linecap="round"/>`,
};

const shirt: Shape = {
  focus: [400, 270],
  floor: [400, 800, 280],
  draw: (s, id) => `<defs>${bodyGradient(`${id}b`, s)}</defs>
  <path d="M330 210 L220 246 Q168 290 150 420 L122 716 L188 728 L226 470 L250 420 L250 790 Q400 806 550 790 L550 420 L574 470 L612 728 L678 716 L650 420 Q632 290 580 246 L470 210 Z" fill="url(#${id}b)" ${outline(s)}/>
  <path d="M330 210 L400 300 L470 210 L452 196 Q400 214 348 196 Z" fill="${s.darker}"/>
  <path d="M330 210 L348 196 L400 262 L372 300 Z" fill="${s.light}" ${outline(s)}/>
  <path d="M470 210 L452 196 L400 262 L428 300 Z" fill="${s.light}" ${outline(s)}/>
  <path d="M400 262 L400 796" ${rule(s, 3, 0.55)}/>
  ${[340, 430, 520, 610, 700].map((y) => `<circle cx="412" cy="${y}" r="7" fill="${s.lighter}" ${outline(s)}/>`).join('')}
  <path d="M450 360 L520 360 L520 440 Q485 452 450 440 Z" fill="none" ${outline(s)}/>
  <path d="M122 716 L188 728 L191 696 L126 686 Z" fill="${s.dark}"/><path d="M678 716 L612 728 L609 696 L674 686 Z" fill="${s.dark}"/>
  <path d="M300 470 Q318 600 300 720" fill="none" stroke="#fff" stroke-opacity=".15" stroke-width="18" stroke-linecap="round"/>`,
};

const knit: Shape = {
  focus: [400, 640],
  floor: [400, 800, 290],
  draw: (s, id) => `<defs>${bodyGradient(`${id}b`, s)}
   <pattern id="${id}k" width="26" height="30" patternUnits="userSpaceOnUse"><path d="M3 2 L13 16 L23 2" fill="none" stroke="${s.line}" stroke-opacity=".22" stroke-width="3"/></pattern></defs>
  <path d="M326 220 Q400 262 474 220 L584 252 Q640 300 656 420 L688 716 L620 732 L578 470 L552 430 L552 792 L248 792 L248 430 L222 470 L180 732 L112 716 L144 420 Q160 300 216 252 Z" fill="url(#${id}b)" ${outline(s)}/>
  <path d="M326 220 Q400 262 474 220 L552 430 L552 792 L248 792 L248 430 Z" fill="url(#${id}k)"/>
  <path d="M326 220 Q400 290 474 220 L462 212 Q400 262 338 212 Z" fill="${s.dark}"/>
  <path d="M248 752 L552 752 L552 792 L248 792 Z" fill="${s.dark}"/>
  ${[268, 300, 332, 364, 396, 428, 460, 492, 524].map((x) => `<path d="M${x} 756 L${x} 788" ${rule(s, 3, 0.35)}/>`).join('')}
  <path d="M112 716 L180 732 L185 696 L118 682 Z" fill="${s.dark}"/><path d="M688 716 L620 732 L615 696 L682 682 Z" fill="${s.dark}"/>`,
};

const sneaker: Shape = {
  focus: [520, 470],
  floor: [408, 690, 290],
  draw: (s, id) => `<defs>${bodyGradient(`${id}b`, s, true)}</defs>
  <path d="M122 620 L694 620 Q700 654 684 676 Q676 684 660 684 L150 684 Q124 680 118 656 Z" fill="#f4f1ea" stroke="#b9b2a6" stroke-width="3"/>
  <path d="M124 648 L692 648" stroke="#c9c1b4" stroke-width="3"/>
  <path d="M140 624 C134 572 166 548 228 532 L360 494 C404 478 434 430 474 404 L566 388 C604 382 624 404 630 432 L652 520 C668 562 684 592 686 624 Z" fill="url(#${id}b)" ${outline(s)}/>
  <path d="M474 404 L496 346 Q516 334 540 344 L566 388 Z" fill="${s.dark}" ${outline(s)}/>
  <path d="M566 388 C600 380 618 396 628 432 Q600 420 572 424 Z" fill="${s.darker}"/>
  <path d="M140 624 C136 580 160 556 218 540 L250 600 Q190 610 140 624 Z" fill="${s.light}"/>
  <path d="M620 470 L652 520 C668 562 684 592 686 624 L630 624 Q640 540 620 470 Z" fill="${s.dark}"/>
  <path d="M300 590 Q430 520 600 560" fill="none" stroke="${s.lighter}" stroke-width="14" stroke-linecap="round"/>
  ${[0, 1, 2, 3].map((i) => `<path d="M${392 + i * 30} ${490 - i * 24} l34 12" stroke="#f4f1ea" stroke-width="8" stroke-linecap="round"/>`).join('')}
  <path d="M150 610 Q400 596 676 606" ${seam(s, 0.4)}/>`,
};

const boot: Shape = {
  focus: [300, 360],
  floor: [400, 712, 270],
  // Drawn 50 units right of centre; shifted back so it sits in the middle of the frame.
  draw: (s, id) => `<defs>${bodyGradient(`${id}b`, s)}</defs><g transform="translate(-50 0)">
  <path d="M226 250 L476 250 L482 520 Q494 566 566 584 L662 608 Q704 622 704 664 L704 690 L198 690 L198 640 Q214 560 222 450 Z" fill="url(#${id}b)" ${outline(s)}/>
  <path d="M292 254 L418 254 L356 470 Z" fill="${s.darker}"/>
  ${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${304 + i * 20} ${262 + i * 2} L${346 + i * 2} ${440}" ${rule(s, 2, 0.3)}/>`).join('')}
  <path d="M226 250 L236 196 Q252 180 266 196 L268 250" fill="none" stroke="${s.dark}" stroke-width="12" stroke-linejoin="round"/>
  <rect x="194" y="688" width="514" height="24" rx="6" fill="#2a2522"/>
  <path d="M198 712 L198 736 L300 736 L300 712 Z" fill="#2a2522"/>
  <path d="M236 300 Q250 470 240 640" fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="18" stroke-linecap="round"/>
  <path d="M204 672 Q450 662 700 672" ${seam(s, 0.45)}/></g>`,
};

const tote: Shape = {
  focus: [400, 450],
  floor: [400, 820, 240],
  draw: (s, id) => `<defs>${bodyGradient(`${id}b`, s)}</defs>
  <path d="M300 430 C300 210 500 210 500 430" fill="none" stroke="${s.darker}" stroke-width="24" stroke-linecap="round"/>
  <path d="M198 420 L602 420 L634 820 L166 820 Z" fill="url(#${id}b)" ${outline(s)}/>
  <path d="M198 420 L602 420 L606 472 L194 472 Z" fill="${s.dark}"/>
  <path d="M196 462 L604 462" ${seam(s, 0.5)}/>
  <path d="M272 440 C272 196 528 196 528 440" fill="none" stroke="${s.dark}" stroke-width="26" stroke-linecap="round"/>
  <path d="M272 440 C272 196 528 196 528 440" ${seam(s, 0.4)}/>
  <rect x="262" y="430" width="22" height="70" rx="4" fill="${s.dark}"/><rect x="516" y="430" width="22" height="70" rx="4" fill="${s.dark}"/>
  <path d="M320 560 L480 560 L484 660 L316 660 Z" fill="${s.accent}" opacity=".9"/>
  <path d="M236 520 Q248 660 232 780" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="22" stroke-linecap="round"/>`,
};

const backpack: Shape = {
  focus: [400, 600],
  floor: [400, 820, 230],
  draw: (s, id) => `<defs>${bodyGradient(`${id}b`, s)}</defs>
  <path d="M360 230 Q360 176 400 176 Q440 176 440 230" fill="none" stroke="${s.darker}" stroke-width="16"/>
  <path d="M220 330 Q220 226 400 222 Q580 226 580 330 L590 790 Q590 822 556 822 L244 822 Q210 822 210 790 Z" fill="url(#${id}b)" ${outline(s)}/>
  <path d="M232 380 Q400 300 568 380" ${rule(s, 4, 0.5)}/>
  <path d="M262 560 L538 560 L546 770 Q546 792 522 792 L278 792 Q254 792 254 770 Z" fill="${s.dark}" ${outline(s)}/>
  <path d="M268 600 L532 600" ${rule(s, 4, 0.55)}/>
  <rect x="506" y="594" width="14" height="34" rx="5" fill="#d9d3c7"/>
  <path d="M262 570 L538 570" ${seam(s, 0.45)}/>
  <path d="M236 400 Q248 520 238 640" fill="none" stroke="#fff" stroke-opacity=".15" stroke-width="20" stroke-linecap="round"/>`,
};

const crossbody: Shape = {
  focus: [400, 560],
  floor: [400, 780, 200],
  draw: (s, id) => `<defs>${bodyGradient(`${id}b`, s)}</defs>
  <path d="M236 520 C236 180 564 180 564 520" fill="none" stroke="${s.darker}" stroke-width="14"/>
  <path d="M220 500 Q220 470 250 470 L550 470 Q580 470 580 500 L586 744 Q586 780 550 780 L250 780 Q214 780 214 744 Z" fill="url(#${id}b)" ${outline(s)}/>
  <path d="M220 500 Q220 470 250 470 L550 470 Q580 470 580 500 L582 620 Q400 680 218 620 Z" fill="${s.dark}" ${outline(s)}/>
  <path d="M232 606 Q400 660 568 606" ${seam(s, 0.5)}/>
  <rect x="384" y="624" width="32" height="40" rx="8" fill="#d8c79a" stroke="#a8935f" stroke-width="3"/>
  <rect x="224" y="490" width="24" height="28" rx="4" fill="#d8c79a"/><rect x="552" y="490" width="24" height="28" rx="4" fill="#d8c79a"/>`,
};

const mug: Shape = {
  focus: [520, 520],
  floor: [420, 790, 200],
  draw: (s, id) => `<defs>${bodyGradient(`${id}b`, s)}</defs>
  <path d="M548 480 Q672 476 672 590 Q672 704 536 700" fill="none" stroke="${s.dark}" stroke-width="40" stroke-linecap="round"/>
  <path d="M240 420 L560 420 L552 744 Q548 790 496 790 L304 790 Q252 790 248 744 Z" fill="url(#${id}b)" ${outline(s)}/>
  <ellipse cx="400" cy="420" rx="160" ry="34" fill="${s.darker}" ${outline(s)}/>
  <ellipse cx="400" cy="428" rx="142" ry="24" fill="#4a3526"/>
  <path d="M250 560 L550 560" stroke="${s.lighter}" stroke-opacity=".5" stroke-width="10"/>
  <path d="M340 360 Q320 320 350 290 Q380 260 356 220 M430 360 Q410 320 440 290 Q470 260 446 220" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="8" stroke-linecap="round"/>
  <path d="M282 460 Q292 620 286 740" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="20" stroke-linecap="round"/>`,
};

const lamp: Shape = {
  focus: [400, 420],
  floor: [400, 806, 150],
  draw: (s, id) => `<defs>${bodyGradient(`${id}b`, s)}
   <radialGradient id="${id}g" cx=".5" cy=".9" r=".8"><stop offset="0" stop-color="#fff6da" stop-opacity=".9"/><stop offset="1" stop-color="#fff6da" stop-opacity="0"/></radialGradient></defs>
  <ellipse cx="400" cy="560" rx="260" ry="150" fill="url(#${id}g)"/>
  <rect x="390" y="520" width="20" height="250" fill="#c2a46b"/>
  <ellipse cx="400" cy="790" rx="120" ry="26" fill="#b08f55"/><path d="M280 790 L280 772 Q400 748 520 772 L520 790 Z" fill="#c9a966"/>
  <ellipse cx="400" cy="772" rx="120" ry="22" fill="#d8bc80"/>
  <path d="M296 270 L504 270 L590 540 L210 540 Z" fill="url(#${id}b)" ${outline(s)}/>
  <ellipse cx="400" cy="540" rx="190" ry="20" fill="${s.dark}"/>
  <path d="M296 270 L504 270" ${rule(s, 6, 0.5)}/>
  <path d="M230 520 L570 520 M300 292 L500 292" ${seam(s, 0.4)}/>`,
};

const vase: Shape = {
  focus: [400, 600],
  floor: [400, 800, 150],
  draw: (s, id) => `<defs>${bodyGradient(`${id}b`, s)}</defs>
  <path d="M400 330 Q360 200 300 150 M400 330 Q430 210 500 170 M400 330 Q400 220 410 120" fill="none" stroke="#6d7b4a" stroke-width="6" stroke-linecap="round"/>
  <ellipse cx="300" cy="150" rx="26" ry="14" transform="rotate(-30 300 150)" fill="#8d9a63"/><ellipse cx="500" cy="170" rx="28" ry="13" transform="rotate(25 500 170)" fill="#8d9a63"/>
  <ellipse cx="410" cy="118" rx="16" ry="30" fill="#a3ae78"/><ellipse cx="350" cy="230" rx="22" ry="11" transform="rotate(-50 350 230)" fill="#7d8a55"/>
  <path d="M356 330 L444 330 L440 380 Q560 450 560 600 Q560 740 470 796 L330 796 Q240 740 240 600 Q240 450 360 380 Z" fill="url(#${id}b)" ${outline(s)}/>
  <ellipse cx="400" cy="330" rx="44" ry="10" fill="${s.darker}"/>
  <path d="M250 560 Q400 600 550 560 M254 640 Q400 680 546 640" fill="none" stroke="${s.lighter}" stroke-opacity=".45" stroke-width="6"/>
  <path d="M300 480 Q276 590 310 720" fill="none" stroke="#fff" stroke-opacity=".28" stroke-width="18" stroke-linecap="round"/>`,
};

const candle: Shape = {
  focus: [400, 420],
  floor: [400, 790, 170],
  draw: (s, id) => `<defs>${bodyGradient(`${id}b`, s)}
   <radialGradient id="${id}f" cx=".5" cy=".6" r=".5"><stop offset="0" stop-color="#fff3c4"/><stop offset=".6" stop-color="#ffc457"/><stop offset="1" stop-color="#ff9b3d" stop-opacity="0"/></radialGradient></defs>
  <ellipse cx="400" cy="330" rx="90" ry="110" fill="#ffe9b0" opacity=".35"/>
  <path d="M400 270 Q372 330 400 372 Q428 330 400 270 Z" fill="url(#${id}f)"/>
  <path d="M400 372 L400 410" stroke="#3a2c22" stroke-width="5"/>
  <path d="M260 420 L540 420 L540 760 Q540 792 508 792 L292 792 Q260 792 260 760 Z" fill="url(#${id}b)" ${outline(s)}/>
  <ellipse cx="400" cy="420" rx="140" ry="24" fill="#f3ead6" ${outline(s)}/>
  <path d="M260 520 L540 520 L540 680 L260 680 Z" fill="${s.lighter}"/>
  <path d="M300 560 L500 560 M330 600 L470 600 M350 640 L450 640" ${rule(s, 5, 0.45)}/>
  <path d="M284 450 Q292 600 286 760" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="14" stroke-linecap="round"/>`,
};

const cushion: Shape = {
  focus: [400, 500],
  floor: [400, 760, 270],
  draw: (s, id) => `<defs>${bodyGradient(`${id}b`, s, true)}</defs>
  <path d="M150 300 Q400 340 650 300 Q620 500 650 740 Q400 700 150 740 Q180 500 150 300 Z" fill="url(#${id}b)" ${outline(s)}/>
  <path d="M186 336 Q400 370 614 336 Q590 500 614 704 Q400 670 186 704 Q210 500 186 336 Z" ${seam(s, 0.45)}/>
  <path d="M150 300 L140 286 M650 300 L662 286 M150 740 L140 756 M650 740 L662 756" stroke="${s.darker}" stroke-width="8" stroke-linecap="round"/>
  ${[0, 1, 2, 3, 4].map((i) => `<path d="M${250 + i * 75} 380 L${250 + i * 75} 660" stroke="${s.dark}" stroke-opacity=".35" stroke-width="14" stroke-linecap="round"/>`).join('')}`,
};

/** Shared frame for sunglasses and optical frames; `tint` paints the lenses. */
const frames = (s: Shades, id: string, lens: string, lensOpacity: number) => `<defs>
   <linearGradient id="${id}l" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="${lens}" stop-opacity="${lensOpacity * 0.7}"/><stop offset="1" stop-color="${lens}" stop-opacity="${lensOpacity}"/></linearGradient></defs>
  <path d="M118 452 L70 430 M682 452 L730 430" stroke="${s.dark}" stroke-width="14" stroke-linecap="round"/>
  <path d="M130 440 Q130 400 180 400 L340 400 Q372 400 370 440 L362 540 Q352 620 270 620 L220 620 Q146 620 138 540 Z" fill="url(#${id}l)" stroke="${s.base}" stroke-width="20" stroke-linejoin="round"/>
  <path d="M670 440 Q670 400 620 400 L460 400 Q428 400 430 440 L438 540 Q448 620 530 620 L580 620 Q654 620 662 540 Z" fill="url(#${id}l)" stroke="${s.base}" stroke-width="20" stroke-linejoin="round"/>
  <path d="M370 440 Q400 410 430 440" fill="none" stroke="${s.base}" stroke-width="16" stroke-linecap="round"/>
  <path d="M172 430 L230 430 M172 450 L205 450" stroke="#fff" stroke-opacity=".55" stroke-width="8" stroke-linecap="round"/>
  <path d="M500 430 L558 430" stroke="#fff" stroke-opacity=".55" stroke-width="8" stroke-linecap="round"/>
  <path d="M130 440 Q130 400 180 400 L340 400 M670 440 Q670 400 620 400 L460 400" fill="none" stroke="${s.lighter}" stroke-opacity=".6" stroke-width="5"/>`;

const sunglasses: Shape = {
  focus: [250, 500],
  floor: [400, 660, 280],
  draw: (s, id) => frames(s, id, '#2b2a33', 0.92),
};

const opticals: Shape = {
  focus: [250, 500],
  floor: [400, 660, 280],
  draw: (s, id) => frames(s, id, '#dfeef2', 0.55),
};

const lensbox: Shape = {
  focus: [520, 640],
  floor: [420, 800, 250],
  draw: (s, id) => `<defs>${bodyGradient(`${id}b`, s, true)}</defs>
  <path d="M200 360 L480 330 L620 400 L340 432 Z" fill="#fbf9f4" ${outline(s)}/>
  <path d="M340 432 L620 400 L620 740 L340 790 Z" fill="#eeeae1" ${outline(s)}/>
  <path d="M200 360 L340 432 L340 790 L200 712 Z" fill="#f8f6f0" ${outline(s)}/>
  <path d="M340 520 L620 484 L620 600 L340 640 Z" fill="url(#${id}b)"/>
  <path d="M200 452 L340 520 L340 640 L200 566 Z" fill="${s.dark}"/>
  <circle cx="480" cy="560" r="30" fill="#fff" fill-opacity=".85"/><circle cx="480" cy="560" r="18" fill="${s.lighter}"/>
  <path d="M372 690 L580 662 M372 716 L520 696" stroke="#bdb6a8" stroke-width="6" stroke-linecap="round"/>
  <g transform="translate(560 700) rotate(-12)">
    <rect x="-120" y="-46" width="240" height="92" rx="22" fill="#e9edf0" stroke="#b9c3c9" stroke-width="3"/>
    <ellipse cx="0" cy="0" rx="44" ry="30" fill="#cfe4ee" stroke="#9fb6c2" stroke-width="3"/>
    <ellipse cx="-10" cy="-8" rx="16" ry="8" fill="#fff" fill-opacity=".8"/>
    <rect x="-120" y="-46" width="240" height="20" rx="10" fill="${s.base}"/>
  </g>`,
};

/** Gift ribbons are always gold: it reads as "gift" on every wrapping colour. */
const ribbon = '#d8b25c';

const giftbox: Shape = {
  focus: [400, 330],
  floor: [400, 800, 250],
  draw: (s, id) => `<defs>${bodyGradient(`${id}b`, s)}</defs>
  <path d="M210 440 L590 440 L580 790 L220 790 Z" fill="url(#${id}b)" ${outline(s)}/>
  <path d="M186 380 L614 380 L614 452 L186 452 Z" fill="${s.light}" ${outline(s)}/>
  <path d="M370 380 L430 380 L430 452 L370 452 Z M374 452 L426 452 L424 790 L376 790 Z" fill="${ribbon}"/>
  <path d="M400 380 C320 260 240 300 290 352 C320 384 380 382 400 380 Z" fill="${ribbon}" stroke="${s.line}" stroke-opacity=".35" stroke-width="3"/>
  <path d="M400 380 C480 260 560 300 510 352 C480 384 420 382 400 380 Z" fill="${ribbon}" stroke="${s.line}" stroke-opacity=".35" stroke-width="3"/>
  <path d="M388 380 L350 460 M412 380 L450 460" stroke="${ribbon}" stroke-width="18" stroke-linecap="round"/>
  <ellipse cx="400" cy="376" rx="22" ry="18" fill="${ribbon}" stroke="${s.line}" stroke-opacity=".35" stroke-width="3"/>
  <path d="M240 480 Q250 640 244 760" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="20" stroke-linecap="round"/>`,
};

const giftcard: Shape = {
  focus: [400, 500],
  floor: [400, 700, 260],
  draw: (s, id) => `<defs>${bodyGradient(`${id}b`, s, true)}</defs>
  <g transform="rotate(-8 400 520)">
    <rect x="150" y="370" width="500" height="310" rx="28" fill="url(#${id}b)" ${outline(s)}/>
    <rect x="150" y="470" width="500" height="40" fill="${ribbon}"/>
    <rect x="470" y="370" width="40" height="310" fill="${ribbon}"/>
    <circle cx="490" cy="490" r="34" fill="none" stroke="${ribbon}" stroke-width="16"/>
    <rect x="196" y="580" width="150" height="18" rx="9" fill="#fff" fill-opacity=".55"/>
    <rect x="196" y="612" width="96" height="14" rx="7" fill="#fff" fill-opacity=".35"/>
    <rect x="196" y="410" width="64" height="46" rx="8" fill="#e8d6a4" stroke="#b89f61" stroke-width="3"/>
  </g>`,
};

const cap: Shape = {
  focus: [400, 420],
  floor: [400, 700, 260],
  draw: (s, id) => `<defs>${bodyGradient(`${id}b`, s)}</defs>
  <path d="M470 600 Q640 600 700 650 Q640 690 470 660 Z" fill="${s.dark}" ${outline(s)}/>
  <path d="M170 600 Q170 330 400 320 Q630 330 630 600 Q400 640 170 600 Z" fill="url(#${id}b)" ${outline(s)}/>
  <path d="M400 322 Q360 460 380 628 M400 322 Q470 440 520 624" ${seam(s, 0.45)}/>
  <ellipse cx="400" cy="324" rx="22" ry="10" fill="${s.darker}"/>
  <path d="M176 580 Q400 620 626 580" ${rule(s, 4, 0.5)}/>
  <path d="M240 420 Q260 360 320 340" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="18" stroke-linecap="round"/>`,
};

const scarf: Shape = {
  focus: [400, 480],
  floor: [400, 800, 230],
  draw: (s, id) => `<defs>${bodyGradient(`${id}b`, s)}
   <pattern id="${id}p" width="60" height="60" patternUnits="userSpaceOnUse"><path d="M0 0 L60 0 M0 30 L60 30" stroke="${s.accent}" stroke-opacity=".55" stroke-width="8"/><path d="M15 0 L15 60 M45 0 L45 60" stroke="${s.dark}" stroke-opacity=".35" stroke-width="6"/></pattern></defs>
  <path d="M250 220 Q400 300 550 220 L560 320 Q400 400 240 320 Z" fill="url(#${id}b)" ${outline(s)}/>
  <path d="M290 300 L380 330 L350 760 L240 740 Z" fill="url(#${id}b)" ${outline(s)}/>
  <path d="M290 300 L380 330 L350 760 L240 740 Z" fill="url(#${id}p)"/>
  <path d="M420 330 L510 300 L560 720 L450 750 Z" fill="url(#${id}b)" ${outline(s)}/>
  <path d="M420 330 L510 300 L560 720 L450 750 Z" fill="url(#${id}p)"/>
  ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<path d="M${244 + i * 16} ${742 + i * 2.6} l-4 40" stroke="${s.dark}" stroke-width="5" stroke-linecap="round"/><path d="M${454 + i * 16} ${749 - i * 4.6} l4 40" stroke="${s.dark}" stroke-width="5" stroke-linecap="round"/>`).join('')}`,
};

export const shapes = {
  tee,
  hoodie,
  shirt,
  knit,
  cap,
  scarf,
  sneaker,
  boot,
  tote,
  backpack,
  crossbody,
  mug,
  lamp,
  vase,
  candle,
  cushion,
  sunglasses,
  opticals,
  lensbox,
  giftbox,
  giftcard,
} as const satisfies Record<string, Shape>;

export type ShapeName = keyof typeof shapes;
export const shapeNames = Object.keys(shapes) as ShapeName[];

export const isShapeName = (value: string): value is ShapeName => Object.hasOwn(shapes, value);
