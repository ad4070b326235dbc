import { createElement } from 'react';
import {
  IconBolt,
  IconBook,
  IconBriefcase,
  IconCar,
  IconCash,
  IconCoffee,
  IconConfetti,
  IconCreditCard,
  IconDeviceMobile,
  IconDots,
  IconGift,
  IconHeartbeat,
  IconHome,
  IconPaw,
  IconPigMoney,
  IconPlane,
  IconReceiptTax,
  IconSchool,
  IconShirt,
  IconShoppingCart,
  IconTag,
  IconToolsKitchen2,
  IconTrendingUp,
  IconUser,
  type Icon,
} from '@tabler/icons-react';

/** The icons a category can take (tabler names, as the API stores them) and how they read aloud. */
export const categoryIcons = [
  { name: 'home', label: 'Casa', icon: IconHome },
  { name: 'shopping-cart', label: 'Carrito', icon: IconShoppingCart },
  { name: 'tools-kitchen-2', label: 'Restaurante', icon: IconToolsKitchen2 },
  { name: 'coffee', label: 'Café', icon: IconCoffee },
  { name: 'car', label: 'Coche', icon: IconCar },
  { name: 'plane', label: 'Avión', icon: IconPlane },
  { name: 'heartbeat', label: 'Salud', icon: IconHeartbeat },
  { name: 'school', label: 'Educación', icon: IconSchool },
  { name: 'book', label: 'Libro', icon: IconBook },
  { name: 'confetti', label: 'Ocio', icon: IconConfetti },
  { name: 'gift', label: 'Regalo', icon: IconGift },
  { name: 'shirt', label: 'Ropa', icon: IconShirt },
  { name: 'bolt', label: 'Servicios', icon: IconBolt },
  { name: 'device-mobile', label: 'Teléfono', icon: IconDeviceMobile },
  { name: 'user', label: 'Personal', icon: IconUser },
  { name: 'paw', label: 'Mascotas', icon: IconPaw },
  { name: 'credit-card', label: 'Tarjeta', icon: IconCreditCard },
  { name: 'receipt-tax', label: 'Impuestos', icon: IconReceiptTax },
  { name: 'pig-money', label: 'Ahorro', icon: IconPigMoney },
  { name: 'trending-up', label: 'Inversión', icon: IconTrendingUp },
  { name: 'briefcase', label: 'Trabajo', icon: IconBriefcase },
  { name: 'cash', label: 'Dinero', icon: IconCash },
  { name: 'tag', label: 'Etiqueta', icon: IconTag },
  { name: 'dots', label: 'Otros', icon: IconDots },
] as const satisfies readonly { name: string; label: string; icon: Icon }[];

/** The component for a stored icon name; a tag for names this set does not know. */
export function categoryIcon(name: string): Icon {
  return categoryIcons.find((item) => item.name === name)?.icon ?? IconTag;
}

/** Renders a stored icon name (the look-up returns module-level components, never new ones). */
export function CategoryIcon({ name, size }: { name: string; size: number }) {
  return createElement(categoryIcon(name), { size, 'aria-hidden': true });
}

/** Mantine's palette at the shades the starter categories use. */
export const categoryColors = [
  { value: '#1c7ed6', label: 'Azul' },
  { value: '#0c8599', label: 'Cian' },
  { value: '#099268', label: 'Verde azulado' },
  { value: '#2f9e44', label: 'Verde' },
  { value: '#5c940d', label: 'Lima' },
  { value: '#f08c00', label: 'Naranja' },
  { value: '#e8590c', label: 'Naranja oscuro' },
  { value: '#e03131', label: 'Rojo' },
  { value: '#d6336c', label: 'Rosa' },
  { value: '#ae3ec9', label: 'Uva' },
  { value: '#7048e8', label: 'Violeta' },
  { value: '#4263eb', label: 'Índigo' },
  { value: '#495057', label: 'Gris oscuro' },
  { value: '#868e96', label: 'Gris' },
] as const;
