import type { CatalogCategory } from '../../shared/catalog';
import type { Db } from '../db/client';
import { dishImage } from './images';
import { createCatalogRepository } from './repository';

export interface DemoDish {
  slug: string;
  name: string;
  category: CatalogCategory;
  area: string;
  description: string;
  /** Naira; stored as kobo. */
  price: number;
}

/** The demo restaurant's menu: an Italian kitchen in Lagos, with Nigerian favourites beside it. */
export const DEMO_DISHES: DemoDish[] = [
  // Pizza
  { slug: 'margherita', name: 'Margherita', category: 'Pizza', area: 'Italian', price: 8500, description: 'San Marzano tomato, fior di latte and fresh basil on a wood-fired crust.' },
  { slug: 'diavola', name: 'Diavola', category: 'Pizza', area: 'Italian', price: 10500, description: 'Spicy salami, tomato, mozzarella and a drizzle of chilli oil.' },
  { slug: 'quattro-formaggi', name: 'Quattro Formaggi', category: 'Pizza', area: 'Italian', price: 11500, description: 'Mozzarella, gorgonzola, parmesan and fontina on a white base.' },
  { slug: 'capricciosa', name: 'Capricciosa', category: 'Pizza', area: 'Italian', price: 11000, description: 'Ham, mushrooms, artichokes and black olives over tomato and mozzarella.' },
  { slug: 'suya-pizza', name: 'Suya Pizza', category: 'Pizza', area: 'Nigerian', price: 12000, description: 'Beef suya, red onion and yaji spice on tomato and mozzarella.' },
  { slug: 'funghi', name: 'Funghi', category: 'Pizza', area: 'Italian', price: 9500, description: 'Roasted mushrooms, garlic, thyme and mozzarella.' },
  { slug: 'marinara', name: 'Marinara', category: 'Pizza', area: 'Italian', price: 7000, description: 'Tomato, garlic, oregano and olive oil: the Neapolitan original.' },
  // Burger
  { slug: 'classic-cheeseburger', name: 'Classic Cheeseburger', category: 'Burger', area: 'American', price: 7500, description: 'Beef patty, cheddar, pickles, onion and house sauce in a brioche bun.' },
  { slug: 'double-smash-burger', name: 'Double Smash Burger', category: 'Burger', area: 'American', price: 9500, description: 'Two crisp-edged patties, American cheese and caramelised onions.' },
  { slug: 'suya-burger', name: 'Suya Burger', category: 'Burger', area: 'Nigerian', price: 8500, description: 'Suya-spiced beef, tomato, onion and a peanut-pepper mayo.' },
  { slug: 'crispy-chicken-burger', name: 'Crispy Chicken Burger', category: 'Burger', area: 'American', price: 8000, description: 'Buttermilk fried chicken thigh, slaw and hot honey.' },
  { slug: 'halloumi-mushroom-burger', name: 'Halloumi Mushroom Burger', category: 'Burger', area: 'Cypriot', price: 8000, description: 'Grilled portobello and halloumi with rocket and roasted pepper.' },
  { slug: 'lamb-kofta-burger', name: 'Lamb Kofta Burger', category: 'Burger', area: 'Turkish', price: 9000, description: 'Spiced lamb patty, tzatziki, pickled red onion and mint.' },
  // Pasta
  { slug: 'spaghetti-carbonara', name: 'Spaghetti Carbonara', category: 'Pasta', area: 'Italian', price: 7800, description: 'Guanciale, egg yolk, pecorino and plenty of black pepper.' },
  { slug: 'penne-arrabbiata', name: "Penne all'Arrabbiata", category: 'Pasta', area: 'Italian', price: 6200, description: 'Tomato, garlic and dried chilli, finished with parsley.' },
  { slug: 'tagliatelle-ragu', name: 'Tagliatelle al Ragù', category: 'Pasta', area: 'Italian', price: 8500, description: 'Slow-cooked beef and pork ragù with parmesan.' },
  { slug: 'lasagne-al-forno', name: 'Lasagne al Forno', category: 'Pasta', area: 'Italian', price: 9000, description: 'Layers of ragù, béchamel and parmesan, baked until golden.' },
  { slug: 'linguine-vongole', name: 'Linguine alle Vongole', category: 'Pasta', area: 'Italian', price: 11500, description: 'Clams, white wine, garlic, chilli and parsley.' },
  { slug: 'trofie-al-pesto', name: 'Trofie al Pesto', category: 'Pasta', area: 'Italian', price: 7200, description: 'Basil pesto with potatoes and green beans, the Ligurian way.' },
  { slug: 'jollof-spaghetti', name: 'Jollof Spaghetti', category: 'Pasta', area: 'Nigerian', price: 6500, description: 'Spaghetti cooked in a smoky tomato-pepper jollof base, with chicken.' },
  // Salad
  { slug: 'caesar-salad', name: 'Caesar Salad', category: 'Salad', area: 'American', price: 5500, description: 'Romaine, parmesan, croutons and an anchovy dressing.' },
  { slug: 'greek-salad', name: 'Greek Salad', category: 'Salad', area: 'Greek', price: 5200, description: 'Tomato, cucumber, red onion, olives and a slab of feta.' },
  { slug: 'insalata-caprese', name: 'Insalata Caprese', category: 'Salad', area: 'Italian', price: 6000, description: 'Buffalo mozzarella, ripe tomato, basil and olive oil.' },
  { slug: 'salade-nicoise', name: 'Salade Niçoise', category: 'Salad', area: 'French', price: 7500, description: 'Tuna, soft egg, green beans, potatoes, olives and anchovy.' },
  { slug: 'nigerian-salad', name: 'Nigerian Salad', category: 'Salad', area: 'Nigerian', price: 4500, description: 'Cabbage, carrot, sweetcorn, baked beans, egg and salad cream.' },
  { slug: 'tabbouleh', name: 'Tabbouleh', category: 'Salad', area: 'Lebanese', price: 4800, description: 'Parsley, mint, bulgur, tomato, lemon and olive oil.' },
  // Cheese
  { slug: 'italian-cheese-board', name: 'Italian Cheese Board', category: 'Cheese', area: 'Italian', price: 14000, description: 'Parmigiano, gorgonzola, pecorino and taleggio with honey and walnuts.' },
  { slug: 'burrata', name: 'Burrata', category: 'Cheese', area: 'Italian', price: 9000, description: 'Creamy burrata with roasted cherry tomatoes and basil oil.' },
  { slug: 'baked-camembert', name: 'Baked Camembert', category: 'Cheese', area: 'French', price: 10000, description: 'Whole camembert baked with garlic and rosemary, with toasted bread.' },
  { slug: 'halloumi-fries', name: 'Halloumi Fries', category: 'Cheese', area: 'Cypriot', price: 6500, description: "Crisp halloumi batons with pomegranate and za'atar yoghurt." },
  { slug: 'mozzarella-in-carrozza', name: 'Mozzarella in Carrozza', category: 'Cheese', area: 'Italian', price: 5800, description: 'Fried mozzarella sandwich with a tomato dipping sauce.' },
  { slug: 'fried-wara', name: 'Fried Wara', category: 'Cheese', area: 'Nigerian', price: 5000, description: 'Soft Fulani cheese, fried golden and dusted with yaji.' },
  // Drinks
  { slug: 'chapman', name: 'Chapman', category: 'Drinks', area: 'Nigerian', price: 3000, description: 'Orange and lemon-lime sodas, grenadine, bitters, cucumber and orange.' },
  { slug: 'zobo', name: 'Zobo', category: 'Drinks', area: 'Nigerian', price: 2000, description: 'Chilled hibiscus with ginger, pineapple and cloves.' },
  { slug: 'espresso', name: 'Espresso', category: 'Drinks', area: 'Italian', price: 1500, description: 'A double shot of our house espresso blend.' },
  { slug: 'limonata', name: 'Limonata', category: 'Drinks', area: 'Italian', price: 2200, description: 'Pressed lemons, mint and sparkling water.' },
  { slug: 'aperol-spritz', name: 'Aperol Spritz', category: 'Drinks', area: 'Italian', price: 4500, description: 'Aperol, prosecco and soda with a slice of orange.' },
  { slug: 'palm-wine', name: 'Palm Wine', category: 'Drinks', area: 'Nigerian', price: 2500, description: 'Fresh, lightly fermented palm sap, served chilled.' },
  { slug: 'kunu', name: 'Kunu', category: 'Drinks', area: 'Nigerian', price: 1800, description: 'Millet drink with ginger and cloves, served cold.' },
  // Steak
  { slug: 'bistecca-fiorentina', name: 'Bistecca alla Fiorentina', category: 'Steak', area: 'Italian', price: 35000, description: 'Thick-cut T-bone grilled over charcoal, to share between two.' },
  { slug: 'ribeye-peppercorn', name: 'Ribeye with Peppercorn Sauce', category: 'Steak', area: 'French', price: 22000, description: '300 g ribeye, green peppercorn sauce and fries.' },
  { slug: 'steak-frites', name: 'Steak Frites', category: 'Steak', area: 'French', price: 16000, description: 'Bavette with herb butter and thin fries.' },
  { slug: 'tagliata-di-manzo', name: 'Tagliata di Manzo', category: 'Steak', area: 'Italian', price: 18000, description: 'Sliced sirloin over rocket with parmesan and balsamic.' },
  { slug: 'suya-flank-steak', name: 'Suya Flank Steak', category: 'Steak', area: 'Nigerian', price: 15000, description: 'Flank steak rubbed in yaji and grilled, with onion and tomato.' },
  { slug: 'skirt-steak-chimichurri', name: 'Skirt Steak with Chimichurri', category: 'Steak', area: 'Argentinian', price: 17000, description: 'Chargrilled skirt steak with a parsley and garlic chimichurri.' },
  // Vegetables
  { slug: 'efo-riro', name: 'Efo Riro', category: 'Vegetables', area: 'Nigerian', price: 5500, description: 'Rich spinach stew with peppers, locust beans and palm oil.' },
  { slug: 'caponata', name: 'Caponata', category: 'Vegetables', area: 'Italian', price: 5200, description: 'Sweet-and-sour Sicilian aubergine with celery, olives and capers.' },
  { slug: 'ratatouille', name: 'Ratatouille', category: 'Vegetables', area: 'French', price: 5000, description: 'Courgette, aubergine, peppers and tomato, slowly stewed.' },
  { slug: 'verdure-grigliate', name: 'Verdure Grigliate', category: 'Vegetables', area: 'Italian', price: 4800, description: 'Charred courgette, peppers and aubergine with salsa verde.' },
  { slug: 'parmigiana-di-melanzane', name: 'Parmigiana di Melanzane', category: 'Vegetables', area: 'Italian', price: 7000, description: 'Baked aubergine layered with tomato, mozzarella and parmesan.' },
  { slug: 'ewa-agoyin', name: 'Ewa Agoyin', category: 'Vegetables', area: 'Nigerian', price: 4000, description: 'Soft-mashed honey beans under a deep, smoky pepper sauce.' },
  // Snacks
  { slug: 'puff-puff', name: 'Puff-Puff', category: 'Snacks', area: 'Nigerian', price: 2000, description: 'Sweet fried dough balls, dusted with sugar.' },
  { slug: 'beef-suya-skewers', name: 'Beef Suya Skewers', category: 'Snacks', area: 'Nigerian', price: 4500, description: 'Thin-sliced beef with yaji, onion and tomato.' },
  { slug: 'arancini', name: 'Arancini', category: 'Snacks', area: 'Italian', price: 4800, description: 'Crisp saffron risotto balls with a molten mozzarella heart.' },
  { slug: 'bruschetta', name: 'Bruschetta al Pomodoro', category: 'Snacks', area: 'Italian', price: 3800, description: 'Grilled bread, tomato, garlic, basil and olive oil.' },
  { slug: 'plantain-chips', name: 'Plantain Chips', category: 'Snacks', area: 'Nigerian', price: 1800, description: 'Thin, crisp plantain chips with a pepper dip.' },
  { slug: 'chin-chin', name: 'Chin Chin', category: 'Snacks', area: 'Nigerian', price: 1500, description: 'Crunchy fried dough bites, lightly sweet with nutmeg.' },
  { slug: 'calamari-fritti', name: 'Calamari Fritti', category: 'Snacks', area: 'Italian', price: 6500, description: 'Lightly floured squid rings with lemon and aioli.' },
  // Pastries
  { slug: 'meat-pie', name: 'Meat Pie', category: 'Pastries', area: 'Nigerian', price: 2500, description: 'Short crust filled with minced beef, potato and carrot.' },
  { slug: 'sausage-roll', name: 'Sausage Roll', category: 'Pastries', area: 'British', price: 2200, description: 'Flaky puff pastry around a seasoned sausage filling.' },
  { slug: 'cannoli', name: 'Cannoli Siciliani', category: 'Pastries', area: 'Italian', price: 3500, description: 'Crisp shells filled with sweet ricotta and candied orange.' },
  { slug: 'sfogliatella', name: 'Sfogliatella', category: 'Pastries', area: 'Italian', price: 3200, description: 'Shell-shaped layered pastry with a semolina and ricotta filling.' },
  { slug: 'butter-croissant', name: 'Butter Croissant', category: 'Pastries', area: 'French', price: 2000, description: 'Laminated with butter and baked every morning.' },
  { slug: 'fish-roll', name: 'Fish Roll', category: 'Pastries', area: 'Nigerian', price: 2000, description: 'Golden fried dough rolled around spiced mackerel.' },
];

/** Seeds the demo dishes on a database's first start (idempotent; admin edits are never undone). */
export async function seedDemoCatalog(db: Db): Promise<void> {
  await createCatalogRepository(db).seedOnce(
    DEMO_DISHES.map((dish) => {
      const image = dishImage(dish.slug);
      return {
        slug: dish.slug,
        name: dish.name,
        description: dish.description,
        category: dish.category,
        area: dish.area,
        priceMinor: dish.price * 100,
        imageUrl: image.url,
        imageWidth: image.width,
        imageHeight: image.height,
      };
    }),
  );
}
