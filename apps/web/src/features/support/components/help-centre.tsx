import { Alert, Button, Grid, Loader, NavLink, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { allErrorMessages } from '../../../lib/server-errors.ts';
import { useArticle } from '../api/get-article.ts';
import { useArticles } from '../api/get-articles.ts';
import { MarkdownArticle } from './markdown-article.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';

type HelpCentreProps = { slug: string | null; onOpen: (slug: string | null) => void; onWrite: () => void };

/** Search box, article list and the article itself; on a phone the article takes the whole width. */
export function HelpCentre({ slug, onOpen, onWrite }: HelpCentreProps) {
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const articles = useArticles(debounced);
  const article = useArticle(slug);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }} display={{ base: slug ? 'none' : 'block', md: 'block' }}>
        <Stack gap="sm">
          <TextInput
            label="Busca en la ayuda"
            placeholder="Por ejemplo: importar Norma 43"
            leftSection={articles.isFetching ? <Loader size={14} /> : <IconSearch size={16} aria-hidden="true" />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            type="search"
          />
          {articles.isPending ? (
            <Stack gap="xs" aria-label="Cargando artículos">
              {[1, 2, 3, 4].map((n) => (
                <Skeleton key={n} height={52} radius="sm" />
              ))}
            </Stack>
          ) : articles.isError ? (
            <LoadError
              title="No pudimos cargar la ayuda"
              error={articles.error}
              onRetry={() => void articles.refetch()}
            />
          ) : articles.data.length === 0 ? (
            <Paper withBorder p="md" radius="md">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">No encontramos artículos para «{debounced}».</Text>
                <Button size="xs" variant="light" onClick={onWrite}>
                  Escríbenos
                </Button>
              </Stack>
            </Paper>
          ) : (
            <nav aria-label="Artículos de ayuda">
              <Stack gap={4}>
                {articles.data.map((item) => (
                  <NavLink
                    key={item.slug}
                    href={`?tab=ayuda&article=${item.slug}`}
                    active={item.slug === slug}
                    label={item.title}
                    description={item.summary}
                    aria-current={item.slug === slug ? 'page' : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      onOpen(item.slug);
                    }}
                    styles={{ description: { whiteSpace: 'normal' } }}
                  />
                ))}
              </Stack>
            </nav>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }} display={{ base: slug ? 'block' : 'none', md: 'block' }}>
        {slug === null ? (
          <Paper withBorder p="lg" radius="md">
            <Title order={2} fz="h3" mb="xs">
              ¿En qué te ayudamos?
            </Title>
            <Text c="dimmed">
              Elige un artículo o busca por palabras. Si no encuentras la respuesta, escríbenos y te contestamos aquí
              mismo.
            </Text>
          </Paper>
        ) : (
          <Paper
            withBorder
            p={{ base: 'md', sm: 'lg' }}
            radius="md"
            component="article"
            aria-labelledby="help-article-title"
          >
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconArrowLeft size={14} aria-hidden="true" />}
              onClick={() => onOpen(null)}
              mb="sm"
            >
              Todos los artículos
            </Button>
            {article.isPending ? (
              <Stack gap="sm" aria-label="Cargando artículo">
                <Skeleton height={28} width="60%" />
                <Skeleton height={14} />
                <Skeleton height={14} />
                <Skeleton height={14} width="80%" />
              </Stack>
            ) : article.isError ? (
              <Alert color="red" variant="light" title="No pudimos abrir este artículo">
                {allErrorMessages(article.error)[0]}
              </Alert>
            ) : (
              <>
                <Title order={2} id="help-article-title" mb="sm">
                  {article.data.title}
                </Title>
                <MarkdownArticle markdown={article.data.markdown} />
              </>
            )}
          </Paper>
        )}
      </Grid.Col>
    </Grid>
  );
}
