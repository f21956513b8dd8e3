#!/usr/bin/env node
// Offline check of the Kubernetes manifests (no cluster needed):
//   node scripts/validate-k8s.js [kustomization dir ...]   (default: infra/k8s/base and
//                                                            infra/k8s/overlays/production)
// 1. Renders each kustomization with a small kustomize subset written here (resources, patches
//    as strategic-merge files matched by kind and name, labels, images, namespace); any other
//    kustomization key is an error, so the subset never silently differs from real kustomize.
//    Where a modern `kubectl kustomize` exists, its rendering must equal ours.
// 2. Validates every object against the Kubernetes schema (kubernetes-models: types, required
//    fields, enums) and rejects unknown fields (a walk over @kubernetes/client-node's type maps,
//    so a typo such as `readinesProbe` fails instead of being dropped by the API server).
// 3. Checks the references between objects: selectors match pod labels, Services, the Ingress,
//    HPAs and PDBs point at objects that exist, probes name container ports, every container has
//    probes and resource requests and limits.
// Exit code 0 when all is well; otherwise every problem is printed and the exit code is 1.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as clientNode from '@kubernetes/client-node';
import { parseAllDocuments } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultTargets = ['infra/k8s/base', 'infra/k8s/overlays/production'];
const supportedKeys = new Set([
  'apiVersion',
  'kind',
  'resources',
  'patches',
  'labels',
  'images',
  'namespace',
]);
const clusterScopedKinds = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding']);

function readDocuments(file) {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((document) => {
      if (document.errors.length > 0) {
        throw new Error(`${file}: ${document.errors.map((error) => error.message).join('; ')}`);
      }
      return document.toJS();
    })
    .filter((object) => object !== null && object !== undefined);
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNamedList = (list) => list.every((item) => isObject(item) && typeof item.name === 'string');

/** Strategic merge as kustomize does it for our manifests: lists of named items merge by name. */
function strategicMerge(base, patch) {
  if (isObject(base) && isObject(patch)) {
    const merged = { ...base };
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) delete merged[key];
      else merged[key] = key in base ? strategicMerge(base[key], value) : value;
    }
    return merged;
  }
  if (Array.isArray(base) && Array.isArray(patch) && isNamedList(base) && isNamedList(patch)) {
    const merged = base.map((item) => {
      const change = patch.find((candidate) => candidate.name === item.name);
      return change ? strategicMerge(item, change) : item;
    });
    for (const item of patch) {
      if (!base.some((candidate) => candidate.name === item.name)) merged.push(item);
    }
    return merged;
  }
  return patch;
}

const objectId = (object) =>
  `${object.kind}/${object.metadata?.namespace ? `${object.metadata.namespace}/` : ''}${object.metadata?.name}`;

function podSpecs(object) {
  const spec = object.spec?.template?.spec;
  return spec ? [spec] : [];
}

/** Renders a kustomization directory (our subset; see the file header). */
export function renderKustomization(directory) {
  const file = path.join(directory, 'kustomization.yaml');
  if (!existsSync(file)) throw new Error(`${directory}: no kustomization.yaml`);
  const [kustomization] = readDocuments(file);
  for (const key of Object.keys(kustomization)) {
    if (!supportedKeys.has(key)) throw new Error(`${file}: key "${key}" is not supported here`);
  }
  let objects = [];
  for (const resource of kustomization.resources ?? []) {
    const target = path.resolve(directory, resource);
    objects.push(
      ...(statSync(target).isDirectory() ? renderKustomization(target) : readDocuments(target)),
    );
  }
  for (const patch of kustomization.patches ?? []) {
    if (!patch.path || Object.keys(patch).length !== 1) {
      throw new Error(`${file}: only \`patches: - path: <file>\` is supported`);
    }
    for (const change of readDocuments(path.resolve(directory, patch.path))) {
      const index = objects.findIndex(
        (object) => object.kind === change.kind && object.metadata?.name === change.metadata?.name,
      );
      if (index < 0) throw new Error(`${patch.path}: no ${change.kind} ${change.metadata?.name}`);
      objects[index] = strategicMerge(objects[index], change);
    }
  }
  for (const label of kustomization.labels ?? []) {
    if (label.includeSelectors) throw new Error(`${file}: labels.includeSelectors unsupported`);
    objects = objects.map((object) => {
      const labelled = strategicMerge(object, { metadata: { labels: label.pairs } });
      if (label.includeTemplates && labelled.spec?.template?.metadata) {
        return strategicMerge(labelled, {
          spec: { template: { metadata: { labels: label.pairs } } },
        });
      }
      return labelled;
    });
  }
  for (const image of kustomization.images ?? []) {
    for (const spec of objects.flatMap(podSpecs)) {
      for (const container of [...(spec.containers ?? []), ...(spec.initContainers ?? [])]) {
        const [name, tag] = container.image.split(/:(?=[^/]*$)/);
        if (name !== image.name) continue;
        container.image = `${image.newName ?? name}${image.newTag ? `:${image.newTag}` : tag ? `:${tag}` : ''}`;
      }
    }
  }
  if (kustomization.namespace) {
    for (const object of objects) {
      if (!clusterScopedKinds.has(object.kind)) object.metadata.namespace = kustomization.namespace;
    }
  }
  return objects;
}

/** `kubectl kustomize` output, or undefined when no working kubectl with kustomize is here. */
function renderWithKubectl(directory) {
  const result = spawnSync('kubectl', ['kustomize', directory], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  return parseAllDocuments(result.stdout).map((document) => document.toJS());
}

function canonical(value) {
  if (Array.isArray(value)) return value.map(canonical);
  if (isObject(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical(value[key])]),
    );
  }
  return value;
}

function compareRenderings(ours, theirs) {
  const problems = [];
  const byId = new Map(theirs.map((object) => [objectId(object), object]));
  for (const object of ours) {
    const other = byId.get(objectId(object));
    if (!other) problems.push(`${objectId(object)}: missing from kubectl kustomize's output`);
    else if (JSON.stringify(canonical(object)) !== JSON.stringify(canonical(other))) {
      problems.push(`${objectId(object)}: differs from kubectl kustomize's rendering`);
    }
    byId.delete(objectId(object));
  }
  for (const id of byId.keys()) problems.push(`${id}: only in kubectl kustomize's output`);
  return problems;
}

/** Unknown fields, by walking the client library's type maps (type checks are the schema's job). */
function unknownFields(value, type, where) {
  if (value === null || value === undefined) return [];
  const list = /^Array<(.+)>$/.exec(type);
  if (list) {
    return Array.isArray(value)
      ? value.flatMap((item, index) => unknownFields(item, list[1], `${where}[${index}]`))
      : [];
  }
  const map = /^\{ \[key: string\]: (.+); \}$/.exec(type);
  if (map) {
    return isObject(value)
      ? Object.entries(value).flatMap(([key, item]) =>
          unknownFields(item, map[1], `${where}.${key}`),
        )
      : [];
  }
  const model = clientNode[type];
  if (typeof model?.getAttributeTypeMap !== 'function' || !isObject(value)) return [];
  const attributes = new Map(model.getAttributeTypeMap().map((entry) => [entry.baseName, entry]));
  return Object.entries(value).flatMap(([key, item]) => {
    const attribute = attributes.get(key);
    if (!attribute) return [`${where}.${key}: unknown field (not in ${type})`];
    return unknownFields(item, attribute.type, `${where}.${key}`);
  });
}

async function schemaProblems(object) {
  const id = objectId(object);
  const [group, version] = object.apiVersion.includes('/')
    ? object.apiVersion.split('/')
    : [undefined, object.apiVersion];
  let models;
  try {
    models = await import(`kubernetes-models/${group ? `${group}/` : ''}${version}`);
  } catch {
    return [`${id}: unknown apiVersion ${object.apiVersion}`];
  }
  const Model = models[object.kind];
  if (!Model) return [`${id}: unknown kind ${object.kind} in ${object.apiVersion}`];
  const problems = [];
  try {
    new Model(object).validate();
  } catch (error) {
    problems.push(`${id}: ${error.message}`);
  }
  const typeName = `${version[0].toUpperCase()}${version.slice(1)}${object.kind}`;
  if (!clientNode[typeName]) problems.push(`${id}: no client type ${typeName} to check fields`);
  else problems.push(...unknownFields(object, typeName, id));
  return problems;
}

const matches = (selector, labels) =>
  Object.entries(selector ?? {}).every(([key, value]) => labels?.[key] === value);

function referenceProblems(objects) {
  const problems = [];
  const find = (kind, name) =>
    objects.find((object) => object.kind === kind && object.metadata?.name === name);
  const workloads = objects.filter((object) => object.kind === 'Deployment');
  const podLabels = workloads.map((object) => object.spec?.template?.metadata?.labels ?? {});
  for (const deployment of workloads) {
    const id = objectId(deployment);
    const template = deployment.spec?.template;
    if (!matches(deployment.spec?.selector?.matchLabels, template?.metadata?.labels)) {
      problems.push(`${id}: selector does not match the pod template's labels`);
    }
    for (const container of template?.spec?.containers ?? []) {
      const ports = new Set((container.ports ?? []).map((port) => port.name));
      for (const probe of ['livenessProbe', 'readinessProbe']) {
        if (!container[probe]) problems.push(`${id}: container ${container.name} has no ${probe}`);
      }
      for (const probe of ['livenessProbe', 'readinessProbe', 'startupProbe']) {
        const port = container[probe]?.httpGet?.port;
        if (typeof port === 'string' && !ports.has(port)) {
          problems.push(`${id}: ${probe} uses port "${port}", not a port of ${container.name}`);
        }
      }
      for (const bound of ['requests', 'limits']) {
        if (!container.resources?.[bound]?.cpu || !container.resources?.[bound]?.memory) {
          problems.push(`${id}: container ${container.name} lacks resources.${bound} cpu/memory`);
        }
      }
      for (const source of container.envFrom ?? []) {
        const name = source.configMapRef?.name;
        if (name && !find('ConfigMap', name)) problems.push(`${id}: no ConfigMap ${name}`);
      }
    }
  }
  for (const service of objects.filter((object) => object.kind === 'Service')) {
    if (service.spec?.type === 'ExternalName') continue;
    if (!podLabels.some((labels) => matches(service.spec?.selector, labels))) {
      problems.push(`${objectId(service)}: selector matches no Deployment's pods`);
    }
  }
  for (const budget of objects.filter((object) => object.kind === 'PodDisruptionBudget')) {
    if (!podLabels.some((labels) => matches(budget.spec?.selector?.matchLabels, labels))) {
      problems.push(`${objectId(budget)}: selector matches no Deployment's pods`);
    }
  }
  for (const scaler of objects.filter((object) => object.kind === 'HorizontalPodAutoscaler')) {
    const target = scaler.spec?.scaleTargetRef;
    if (!find(target?.kind, target?.name)) {
      problems.push(
        `${objectId(scaler)}: scales ${target?.kind} ${target?.name}, which is missing`,
      );
    }
  }
  for (const ingress of objects.filter((object) => object.kind === 'Ingress')) {
    for (const rule of ingress.spec?.rules ?? []) {
      for (const { backend } of rule.http?.paths ?? []) {
        const service = find('Service', backend?.service?.name);
        const portName = backend?.service?.port?.name;
        if (!service) problems.push(`${objectId(ingress)}: no Service ${backend?.service?.name}`);
        else if (portName && !(service.spec?.ports ?? []).some((port) => port.name === portName)) {
          problems.push(
            `${objectId(ingress)}: Service ${service.metadata.name} has no port ${portName}`,
          );
        }
      }
    }
  }
  return problems;
}

/** Renders and checks one kustomization directory; returns the problems (empty when valid). */
export async function validateKustomization(directory) {
  let objects;
  try {
    objects = renderKustomization(directory);
  } catch (error) {
    return { objects: [], problems: [error.message], comparedWithKubectl: false };
  }
  const problems = [];
  for (const object of objects) problems.push(...(await schemaProblems(object)));
  problems.push(...referenceProblems(objects));
  const kubectlRendering = renderWithKubectl(directory);
  if (kubectlRendering) problems.push(...compareRenderings(objects, kubectlRendering));
  return { objects, problems, comparedWithKubectl: Boolean(kubectlRendering) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const targets = process.argv.slice(2);
  let failed = false;
  for (const target of targets.length > 0 ? targets : defaultTargets) {
    const directory = path.resolve(root, target);
    const { objects, problems, comparedWithKubectl } = await validateKustomization(directory);
    const label = path.relative(root, directory) || '.';
    if (problems.length > 0) {
      failed = true;
      console.error(`${label}: ${problems.length} problem(s)`);
      for (const problem of problems) console.error(`  - ${problem}`);
    } else {
      const kubectlNote = comparedWithKubectl
        ? ', same as kubectl kustomize'
        : ' (no kubectl kustomize here to compare with)';
      console.log(`${label}: ${objects.length} objects valid${kubectlNote}`);
    }
  }
  process.exit(failed ? 1 : 0);
}
