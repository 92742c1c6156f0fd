// @ts-nocheck
/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Precompiled Ajv 2020-12 validators of the OpenGraphicsSessionForm form schema (../form-schemas/open-graphics-session-form.json), keyed
 * by rjsf's schema hash: pass the default export to createPrecompiledValidator.
 */


/** A CommonJS export, whether the module arrives as Node.js or a bundler interoperates it. */
const cjs = (ns, member) => (member === 'default' ? (typeof ns.default === 'function' ? ns.default : ns.default.default) : (ns[member] ?? ns.default[member]));
const exports = {};
exports["2dd012b0"] = validate20;
const schema31 = {"$comment":"GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.","$schema":"https://json-schema.org/draft/2020-12/schema","title":"Open a graphics application","type":"object","required":["hpcsw_id","cluster_id","hpcqueue_id","cores","time_limit"],"properties":{"hpcsw_id":{"type":"string","pattern":"^hpcsw-[a-z0-9]{4,16}$","examples":["hpcsw-fluent23"],"title":"Application"},"cluster_id":{"type":"string","pattern":"^e?hpc-[a-z0-9]{4,16}$","examples":["hpc-a1b2c3d4"],"title":"Cluster"},"hpcqueue_id":{"type":"string","pattern":"^hpcq-[a-z0-9]{4,16}$","examples":["hpcq-n7c2x9k1"],"title":"Queue"},"cores":{"type":"integer","minimum":1,"maximum":5600,"examples":[56],"title":"Cores","x-help":"The cores the application may use on its node.","default":1},"time_limit":{"type":"integer","minimum":1,"maximum":43200,"examples":[1440],"title":"Time limit (minutes)","x-help":"The session ends then, whether it is in use or not; you may give it more time while it runs.","default":60}},"$id":"2dd012b0"};
const pattern4 = new RegExp("^hpcsw-[a-z0-9]{4,16}$", "u");
const pattern5 = new RegExp("^e?hpc-[a-z0-9]{4,16}$", "u");
const pattern6 = new RegExp("^hpcq-[a-z0-9]{4,16}$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="2dd012b0" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.hpcsw_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hpcsw_id"},message:"must have required property '"+"hpcsw_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cluster_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cluster_id"},message:"must have required property '"+"cluster_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.hpcqueue_id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hpcqueue_id"},message:"must have required property '"+"hpcqueue_id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.cores === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cores"},message:"must have required property '"+"cores"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.time_limit === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "time_limit"},message:"must have required property '"+"time_limit"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.hpcsw_id !== undefined){
let data0 = data.hpcsw_id;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err5 = {instancePath:instancePath+"/hpcsw_id",schemaPath:"#/properties/hpcsw_id/pattern",keyword:"pattern",params:{pattern: "^hpcsw-[a-z0-9]{4,16}$"},message:"must match pattern \""+"^hpcsw-[a-z0-9]{4,16}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/hpcsw_id",schemaPath:"#/properties/hpcsw_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.cluster_id !== undefined){
let data1 = data.cluster_id;
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
const err7 = {instancePath:instancePath+"/cluster_id",schemaPath:"#/properties/cluster_id/pattern",keyword:"pattern",params:{pattern: "^e?hpc-[a-z0-9]{4,16}$"},message:"must match pattern \""+"^e?hpc-[a-z0-9]{4,16}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/cluster_id",schemaPath:"#/properties/cluster_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.hpcqueue_id !== undefined){
let data2 = data.hpcqueue_id;
if(typeof data2 === "string"){
if(!pattern6.test(data2)){
const err9 = {instancePath:instancePath+"/hpcqueue_id",schemaPath:"#/properties/hpcqueue_id/pattern",keyword:"pattern",params:{pattern: "^hpcq-[a-z0-9]{4,16}$"},message:"must match pattern \""+"^hpcq-[a-z0-9]{4,16}$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/hpcqueue_id",schemaPath:"#/properties/hpcqueue_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.cores !== undefined){
let data3 = data.cores;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err11 = {instancePath:instancePath+"/cores",schemaPath:"#/properties/cores/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 5600 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/cores",schemaPath:"#/properties/cores/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5600},message:"must be <= 5600"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/cores",schemaPath:"#/properties/cores/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.time_limit !== undefined){
let data4 = data.time_limit;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err14 = {instancePath:instancePath+"/time_limit",schemaPath:"#/properties/time_limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 43200 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/time_limit",schemaPath:"#/properties/time_limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 43200},message:"must be <= 43200"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/time_limit",schemaPath:"#/properties/time_limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"hpcsw_id":true,"cluster_id":true,"hpcqueue_id":true,"cores":true,"time_limit":true},"dynamicProps":false,"dynamicItems":false};

export default exports;
