CREATE TABLE "payee_aliases" (
	"user_id" uuid NOT NULL,
	"payee_key" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payee_aliases_user_id_payee_key_pk" PRIMARY KEY("user_id","payee_key")
);
--> statement-breakpoint
CREATE TABLE "payee_memory" (
	"user_id" uuid NOT NULL,
	"payee_key" text NOT NULL,
	"payee" text NOT NULL,
	"category_id" uuid NOT NULL,
	"corrections" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payee_memory_user_id_payee_key_pk" PRIMARY KEY("user_id","payee_key")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "payee_aliases" ADD CONSTRAINT "payee_aliases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payee_memory" ADD CONSTRAINT "payee_memory_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payee_memory" ADD CONSTRAINT "payee_memory_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payee_memory_category_idx" ON "payee_memory" USING btree ("category_id");--> statement-breakpoint
-- Backfill: each user's default categories get their key, found by default name, kind and group
-- (the oldest row wins if the user made a second one with the same name).
UPDATE "categories" AS c SET "key" = d.key
  FROM (
    SELECT DISTINCT ON (cat.user_id, v.key) cat.id, v.key
      FROM "categories" AS cat
      JOIN (VALUES
  ('housing', 'Vivienda', NULL, 'expense'),
  ('housing.rent', 'Alquiler o hipoteca', 'Vivienda', 'expense'),
  ('housing.community', 'Administración y comunidad', 'Vivienda', 'expense'),
  ('housing.maintenance', 'Mantenimiento y reparaciones', 'Vivienda', 'expense'),
  ('housing.insurance', 'Seguro del hogar', 'Vivienda', 'expense'),
  ('housing.furniture', 'Muebles y hogar', 'Vivienda', 'expense'),
  ('food', 'Alimentación', NULL, 'expense'),
  ('food.groceries', 'Supermercado', 'Alimentación', 'expense'),
  ('food.restaurants', 'Restaurantes', 'Alimentación', 'expense'),
  ('food.cafes', 'Cafeterías', 'Alimentación', 'expense'),
  ('food.delivery', 'Domicilios', 'Alimentación', 'expense'),
  ('transport', 'Transporte', NULL, 'expense'),
  ('transport.fuel', 'Combustible', 'Transporte', 'expense'),
  ('transport.public', 'Transporte público', 'Transporte', 'expense'),
  ('transport.taxi', 'Taxi y VTC', 'Transporte', 'expense'),
  ('transport.maintenance', 'Mantenimiento del vehículo', 'Transporte', 'expense'),
  ('transport.parking', 'Aparcamiento y peajes', 'Transporte', 'expense'),
  ('transport.insurance', 'Seguro del vehículo', 'Transporte', 'expense'),
  ('health', 'Salud', NULL, 'expense'),
  ('health.doctor', 'Médico y especialistas', 'Salud', 'expense'),
  ('health.pharmacy', 'Farmacia', 'Salud', 'expense'),
  ('health.insurance', 'Seguro médico', 'Salud', 'expense'),
  ('health.dentist', 'Dentista', 'Salud', 'expense'),
  ('health.optician', 'Óptica', 'Salud', 'expense'),
  ('education', 'Educación', NULL, 'expense'),
  ('education.tuition', 'Matrícula y pensión', 'Educación', 'expense'),
  ('education.books', 'Libros y material', 'Educación', 'expense'),
  ('education.courses', 'Cursos', 'Educación', 'expense'),
  ('leisure', 'Ocio', NULL, 'expense'),
  ('leisure.travel', 'Viajes', 'Ocio', 'expense'),
  ('leisure.subscriptions', 'Suscripciones', 'Ocio', 'expense'),
  ('leisure.events', 'Cine y eventos', 'Ocio', 'expense'),
  ('leisure.sport', 'Deporte', 'Ocio', 'expense'),
  ('leisure.hobbies', 'Hobbies', 'Ocio', 'expense'),
  ('utilities', 'Servicios', NULL, 'expense'),
  ('utilities.electricity', 'Electricidad', 'Servicios', 'expense'),
  ('utilities.water', 'Agua', 'Servicios', 'expense'),
  ('utilities.gas', 'Gas', 'Servicios', 'expense'),
  ('utilities.internet', 'Internet', 'Servicios', 'expense'),
  ('utilities.mobile', 'Teléfono móvil', 'Servicios', 'expense'),
  ('personal', 'Personal', NULL, 'expense'),
  ('personal.clothing', 'Ropa y calzado', 'Personal', 'expense'),
  ('personal.care', 'Cuidado personal', 'Personal', 'expense'),
  ('personal.gifts', 'Regalos', 'Personal', 'expense'),
  ('personal.pets', 'Mascotas', 'Personal', 'expense'),
  ('personal.donations', 'Donaciones', 'Personal', 'expense'),
  ('debt', 'Deudas', NULL, 'expense'),
  ('debt.card_payment', 'Pago de tarjeta de crédito', 'Deudas', 'expense'),
  ('debt.loan', 'Cuota de préstamo', 'Deudas', 'expense'),
  ('debt.fees', 'Intereses y comisiones', 'Deudas', 'expense'),
  ('taxes', 'Impuestos', NULL, 'expense'),
  ('taxes.income', 'Impuesto sobre la renta', 'Impuestos', 'expense'),
  ('taxes.other', 'Otros impuestos', 'Impuestos', 'expense'),
  ('savings', 'Ahorro', NULL, 'expense'),
  ('savings.emergency', 'Fondo de emergencia', 'Ahorro', 'expense'),
  ('savings.investments', 'Inversiones', 'Ahorro', 'expense'),
  ('savings.goals', 'Metas de ahorro', 'Ahorro', 'expense'),
  ('other', 'Otros gastos', NULL, 'expense'),
  ('other.misc', 'Varios', 'Otros gastos', 'expense'),
  ('income', 'Ingresos', NULL, 'income'),
  ('income.salary', 'Salario', 'Ingresos', 'income'),
  ('income.fees', 'Honorarios', 'Ingresos', 'income'),
  ('income.bonus', 'Primas y bonificaciones', 'Ingresos', 'income'),
  ('income.interest', 'Intereses y rendimientos', 'Ingresos', 'income'),
  ('income.rent', 'Arriendos cobrados', 'Ingresos', 'income'),
  ('income.sales', 'Ventas', 'Ingresos', 'income'),
  ('income.refunds', 'Reembolsos', 'Ingresos', 'income'),
  ('income.other', 'Otros ingresos', 'Ingresos', 'income')
      ) AS v(key, name, parent_name, kind) ON v.name = cat.name AND v.kind = cat.kind
      LEFT JOIN "categories" AS parent ON parent.id = cat.parent_id
     WHERE (v.parent_name IS NULL AND cat.parent_id IS NULL) OR (v.parent_name = parent.name)
     ORDER BY cat.user_id, v.key, cat.created_at, cat.id
  ) AS d
 WHERE c.id = d.id;--> statement-breakpoint
-- WhatsApp's word memory becomes the one payee memory (its words are payee keys of one word).
INSERT INTO "payee_memory" ("user_id", "payee_key", "payee", "category_id", "corrections", "updated_at")
  SELECT "user_id", "word", "word", "category_id", 1, "updated_at" FROM "whatsapp_category_memory"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_user_key_idx" ON "categories" USING btree ("user_id","key") WHERE "categories"."key" is not null;