-- Spain's words for three default categories that carried Colombia's ("Domicilios",
-- "Matrícula y pensión", "Arriendos cobrados"). Only a row that still has its default key and the
-- old default name changes: a category the user renamed keeps the user's name.
UPDATE "categories" AS c
SET "name" = v.new_name, "updated_at" = now()
FROM (VALUES
  ('food.delivery', 'Domicilios', 'Comida a domicilio'),
  ('education.tuition', 'Matrícula y pensión', 'Matrícula y colegio'),
  ('income.rent', 'Arriendos cobrados', 'Alquileres cobrados')
) AS v(key, old_name, new_name), "configurations" AS cfg
WHERE c."key" = v.key
  AND c."name" = v.old_name
  AND cfg."user_id" = c."user_id"
  AND cfg."country" = 'ES';
