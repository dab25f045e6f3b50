/**
 * Review pool. The loader deals reviews to products with a PRNG seeded by the
 * product slug, choosing ratings so their mean equals the product's rating.
 */
export const reviewerNames = [
  'Amelia Hart',
  'Jonas Weber',
  'Priya Raman',
  'Lucas Moreau',
  'Sofia Lindqvist',
  'Mateo García',
  'Hannah Okafor',
  'Yuki Tanaka',
  'Elena Rossi',
  'Noah Fischer',
  'Chloé Bernard',
  'Samuel Adeyemi',
  'Ingrid Halvorsen',
  'Daniel Kim',
  'Olivia Brennan',
  'Rafael Souza',
  'Freya Nilsen',
  'Arjun Mehta',
  'Isla MacLeod',
  'Tomás Herrera',
  'Maya Cohen',
  'Liam O’Connor',
  'Aiko Sato',
  'Grace Whitfield',
  'Benedikt Huber',
  'Zara Ahmed',
  'Oscar Lindgren',
  'Camille Dubois',
  'Ethan Walker',
  'Lucía Fernández',
];

/** `[title, body]` per star rating. */
export const reviewTexts: Record<1 | 2 | 3 | 4 | 5, [string, string][]> = {
  5: [
    [
      'Exactly as described',
      'Beautifully made and arrived two days early. The quality is obvious the moment you open the box.',
    ],
    [
      'My new favourite',
      'I bought one, then went back for a second in another colour. Has held up perfectly after months of use.',
    ],
    [
      'Worth every penny',
      'You can feel the difference in the materials. It looks even better in person than in the photos.',
    ],
    [
      'Lovely details',
      'The little finishing touches make it. Packaging was plastic-free too, which I appreciated.',
    ],
    [
      'Gift was a hit',
      'Bought it as a present and it was very well received. Wrapped nicely with a handwritten note.',
    ],
  ],
  4: [
    [
      'Really good, runs slightly large',
      'Great quality and a lovely colour. I would size down if you are between sizes.',
    ],
    ['Very happy', 'Solid and well finished. Took a week to arrive, but it was worth the wait.'],
    [
      'Nice everyday piece',
      'Does exactly what I wanted. The colour is a touch darker than on my screen, but I like it.',
    ],
    ['Good value', 'Feels more expensive than it was. Only wish there were more colours to choose from.'],
  ],
  3: [
    [
      'Decent, not perfect',
      'The quality is fine, but the fit was not quite right for me. Customer service was helpful with the exchange.',
    ],
    ['It’s okay', 'Nice enough, though I expected it to feel a little sturdier for the price.'],
  ],
  2: [
    [
      'Not for me',
      'The colour was quite different from the photos and it felt smaller than I expected. Returned it easily.',
    ],
  ],
  1: [
    [
      'Arrived damaged',
      'Unfortunately mine arrived with a scratch. The team sent a replacement quickly, but a shame nonetheless.',
    ],
  ],
};
