/**
 * The static menu list (spec: headings Vegetable, Drinks, Snacks, Food with item names).
 * Names only on purpose: it is the at-a-glance list; prices and ordering live on /Menu.
 */
export const menuList: { heading: 'Vegetable' | 'Drinks' | 'Snacks' | 'Food'; items: string[] }[] =
  [
    {
      heading: 'Vegetable',
      items: [
        'Efo riro',
        'Charcoal garden platter',
        'Lagos panzanella',
        'Ewa agoyin with soft bread',
        'Roasted aubergine with tomato and basil',
        'Grilled corn with yaji butter',
      ],
    },
    {
      heading: 'Drinks',
      items: [
        'Chapman',
        'Zobo with ginger and cloves',
        'Fresh palm wine',
        'Kunu aya tiger nut milk',
        'Lagos Spritz',
        'Espresso and cappuccino',
      ],
    },
    {
      heading: 'Snacks',
      items: [
        'Small chops basket',
        'Beef suya skewers',
        'Peppered asun',
        'Calamari fritti with dodo chips',
        'Meat pie',
        'Puff-puff with zobo syrup',
      ],
    },
    {
      heading: 'Food',
      items: [
        'Party jollof with grilled chicken',
        'Ofada rice with ayamase stew',
        'Catfish pepper soup',
        'Seafood linguine',
        'Suya pizza',
        'Whole grilled croaker with roasted yam',
      ],
    },
  ];
