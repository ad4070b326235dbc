import { describe, expect, it } from 'vitest';
import { ar, cl, co, es, mx, pe, saved } from '../../../test/helpers/whatsapp-country-contexts.ts';
import { findCategoryWords } from './category-words.ts';

// Categories of chat words people use for how they live (category-words-chat.ts) and of scenes
// where one word qualifies another (category-scenes-qualified.ts). Examples written for this file,
// in several countries' speech; each group also holds what must keep its old reading.

const categoryOf = (text: string, context: typeof co) => saved(text, context).categoryId;

describe('a night out and drinks out are eating out', () => {
  it.each([
    ['el sábado carrete en la casa del Nico, puse 15 lucas', cl],
    ['unos copetes en la plaza 8 lucas', cl],
    ['la peda del viernes 600 varos', mx],
    ['juerga con los colegas 40 pavos', es],
    ['la farra del sábado 30 mil', ar],
  ])('«%s»', (text, context) => {
    expect(categoryOf(text, context)).toBe('Restaurantes');
  });

  it('drinks bought for the party are still shopping', () => {
    expect(categoryOf('copetes pal carrete 18 lucas', cl)).toBe('Supermercado');
  });

  it('«los cabros» (the guys) are no popcorn, while «cabritas» still are', () => {
    expect(categoryOf('completos con los cabros 9 lucas', cl)).toBe('Restaurantes');
    expect(categoryOf('cabritas en el cine 4 lucas', cl)).toBe('Cine y eventos');
  });
});

describe('what is the pet’s is the pet’s', () => {
  it.each([
    ['la vet 40 lucas', cl],
    ['baño y corte de la perrita 350', mx],
    ['la guardería canina del puente 90 €', es],
    ['antipulgas pa mi gato 25 soles', pe],
    ['el collar del perro 35 mil', co],
    ['arena sanitaria 6.500', ar],
  ])('«%s»', (text, context) => {
    expect(categoryOf(text, context)).toBe('Mascotas');
  });

  it('a hot dog is food, and sand bought with cement is building', () => {
    expect(categoryOf('2 perros calientes para los niños 16 mil', co)).toBe('Restaurantes');
    expect(categoryOf('arena y cemento pa la pared 60 lucas', cl)).toBe('Mantenimiento y reparaciones');
  });
});

describe('the fee of a course is the course; the university said short is tuition', () => {
  it.each([
    ['la inscripción del curso de fotografía 90 €', es],
    ['mensualidad de la academia de inglés 380', pe],
    ['pagué la matrícula del diplomado 1.200.000', co],
  ])('«%s» is a course', (text, context) => {
    expect(categoryOf(text, context)).toBe('Cursos');
  });

  it.each([
    ['el arancel de la u 250 lucas', cl],
    ['la cuota de la facu 80 mil', ar],
    ['mensualidad de la uni 4,500', mx],
  ])('«%s» is tuition', (text, context) => {
    expect(categoryOf(text, context)).toBe('Matrícula y pensión');
  });

  it('a card’s «cuota de manejo» is a bank fee, and a sport’s lessons stay the sport', () => {
    expect(categoryOf('cuota de manejo 24.900', co)).toBe('Intereses y comisiones');
    expect(categoryOf('mensualidad de las clases de natación 120', pe)).toBe('Deporte');
  });
});

describe('a vehicle’s repair, by any name of the vehicle', () => {
  it.each([
    ['me arreglaron los frenos 180 lucas', cl],
    ['arreglo de la nave en el taller 450', pe],
    ['reparación de la moto 2,300', mx],
    ['me salió 90 € arreglar el coche', es],
  ])('«%s»', (text, context) => {
    expect(categoryOf(text, context)).toBe('Mantenimiento del vehículo');
  });

  it('a home appliance’s motor is the home’s', () => {
    expect(categoryOf('arreglo del motor de la lavadora 85 mil', co)).toBe('Mantenimiento y reparaciones');
  });
});

describe('money given at Christmas to whoever serves the street is a present', () => {
  it.each([
    ['le di 20 lucas de aguinaldo al conserje', cl],
    ['le di 200 de aguinaldo al de la basura', mx],
    ['le pasé 30 mil de aguinaldo al portero', co],
  ])('«%s»', (text, context) => {
    expect(categoryOf(text, context)).toBe('Regalos');
  });

  it('the aguinaldo that comes in is still a bonus; the one owed to staff is no present', () => {
    expect(categoryOf('me cayó el aguinaldo, 9 mil al bbva', mx)).toBe('Primas y bonificaciones');
    expect(categoryOf('le pagué el aguinaldo a la empleada 300 mil', co)).not.toBe('Regalos');
  });
});

describe('water by the jug, meat for a barbecue at home, bread for the «once»: shopping', () => {
  it.each([
    ['dos garrafones 90 varos', mx],
    ['agua del bidón 35', pe],
    ['agua mineral 1,20', es],
    ['asado en casa del Pato, puse 12 lucas de carne', cl],
    ['para el asado del domingo compré carbón y chorizos 18 mil', ar],
    ['la once con los niños, marraqueta y queso 4 lucas', cl],
    ['los ingredientes de la torta 60 soles', pe],
  ])('«%s»', (text, context) => {
    expect(categoryOf(text, context)).toBe('Supermercado');
  });

  it('the water bill, a barbecue eaten out and a «once» out keep their readings', () => {
    expect(categoryOf('el recibo del agua 85 mil', co)).toBe('Agua');
    expect(categoryOf('asado en una parrilla con los pibes, 25 lucas', ar)).toBe('Restaurantes');
    expect(categoryOf('once con mi mamá en el salón de té 14 lucas', cl)).toBe('Cafeterías');
  });
});

describe('a coffee with a bite, or anything at a café, is the café’s', () => {
  it.each([
    ['un café con leche y una tostada 3,20', es],
    ['capuchino y un croissant 12 soles', pe],
    ['merienda en la confitería 9 mil', ar],
  ])('«%s»', (text, context) => {
    expect(categoryOf(text, context)).toBe('Cafeterías');
  });

  it('a meal with coffee is a meal; coffee to brew at home is shopping', () => {
    expect(categoryOf('menú del día con café 13,50', es)).toBe('Restaurantes');
    expect(categoryOf('café molido y galletas en el súper 4.500', cl)).toBe('Supermercado');
  });
});

describe('other things named by what they are for', () => {
  it.each([
    ['cosas pa la casa en el chino 5 €', es, 'Muebles y hogar'],
    ['la compra de una mesa de centro 120 lucas', cl, 'Muebles y hogar'],
    ['el plan claro 45 mil', co, 'Teléfono móvil'],
    ['el plan de internet claro 90 mil', co, 'Internet'],
    ['la cuota del crédito personal 210 mil', co, 'Cuota de préstamo'],
    ['las micas de los lentes 900', mx, 'Óptica'],
    ['al oculista 40 mil', ar, 'Óptica'],
    ['el seguro complementario 19 lucas', cl, 'Seguro médico'],
    ['la tintorería 150', mx, 'Ropa y calzado'],
    ['casco de ciclismo 35 lucas', cl, 'Deporte'],
    ['bonometro 12', es, 'Transporte público'],
    ['un libro de 20 lucas', cl, 'Libros y material'],
    ['unos cafés con la jefa 6 €', es, 'Cafeterías'],
  ])('«%s»', (text, context, category) => {
    expect(categoryOf(text, context)).toBe(category);
  });

  it('the week’s shopping is still the groceries', () => {
    expect(categoryOf('la compra de la semana 85 €', es)).toBe('Supermercado');
  });
});

describe('money in named by what it was', () => {
  it.each([
    ['me llegó la plata del laburo, 900 lucas al galicia', ar, 'Salario'],
    ['me depositaron la lana de la chamba, 9 mil al bbva', mx, 'Salario'],
    ['me pagaron el curro del sábado, 90 € en mano', es, 'Honorarios'],
    ['me pagaron la chamba extra 2 mil en efectivo', mx, 'Honorarios'],
    ['me yapearon 150 por la chamba de ayer', pe, 'Honorarios'],
    ['me pagaron 60 lucas por un pololo', cl, 'Honorarios'],
    ['mi tía me pasó 100 soles pa ayudarme con la renta', pe, 'Otros ingresos'],
    ['me transfirieron 15 lucas, lo de la pizza que yo pagué', cl, 'Reembolsos'],
  ])('«%s»', (text, context, category) => {
    const capture = saved(text, context);
    expect(capture.kind).toBe('income');
    expect(capture.categoryId).toBe(category);
  });

  it('«mi pololo» is a boyfriend, never an odd job', () => {
    expect(findCategoryWords('me transfirio mi pololo', 'income')).toEqual([]);
  });
});

describe('a present bought, drinks bought at a shop, money from family', () => {
  it.each([
    ['unos aros pa su cumple a la Coni 15 lucas', cl, 'Regalos'],
    ['una bufanda de regalo para mi suegra 30 €', es, 'Regalos'],
    ['unas chelas en el oxxo 180', mx, 'Supermercado'],
    ['vino y fernet para el finde 25 mil', ar, 'Supermercado'],
    ['la medicina de mi abuela 45 soles', pe, 'Farmacia'],
    ['caldo de gallina 10 soles', pe, 'Restaurantes'],
    ['le pagué a la señora por la pieza 150 lucas', cl, 'Alquiler o hipoteca'],
  ])('«%s»', (text, context, category) => {
    expect(categoryOf(text, context)).toBe(category);
  });

  it('the party’s own food is no present, and a beer at the bar is eating out', () => {
    expect(categoryOf('pastel pal cumple de mi hijo 400', mx)).not.toBe('Regalos');
    expect(categoryOf('unas cañas en el bar de la esquina 6 €', es)).toBe('Restaurantes');
  });

  it.each([
    ['mi abuela me mandó 50 mil a daviplata', co, 'Otros ingresos'],
    ['me yapeó mi tía 100 soles pa mi cumple', pe, 'Otros ingresos'],
    ['me pasó el Nacho 20 lucas que me debía', cl, 'Reembolsos'],
    ['me pagaron 200 € por la sesión de fotos', es, 'Honorarios'],
  ])('«%s»', (text, context, category) => {
    const capture = saved(text, context);
    expect(capture.kind).toBe('income');
    expect(capture.categoryId).toBe(category);
  });

  it('money lent by family is not theirs to give', () => {
    expect(saved('mi hermano me prestó 300 lucas', cl).categoryId).not.toBe('Otros ingresos');
  });
});
