// @ts-nocheck
/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Precompiled Ajv 2020-12 validators of the ClusterUserQuotaForm form schema (../form-schemas/cluster-user-quota-form.json), keyed
 * by rjsf's schema hash: pass the default export to createPrecompiledValidator.
 */
import * as runtime0 from "ajv/dist/runtime/ucs2length.js";

/** A CommonJS export, whether the module arrives as Node.js or a bundler interoperates it. */
const cjs = (ns, member) => (member === 'default' ? (typeof ns.default === 'function' ? ns.default : ns.default.default) : (ns[member] ?? ns.default[member]));
const exports = {};
exports["-1c4f2810"] = validate20;
const schema31 = {"$comment":"GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.","$schema":"https://json-schema.org/draft/2020-12/schema","title":"Quota","type":"object","required":["allocated_core_hours","storage_quota_gb"],"properties":{"allocated_core_hours":{"type":"integer","minimum":5,"maximum":100000,"title":"Allocated core-hours"},"storage_quota_gb":{"type":"integer","minimum":1,"maximum":102400,"title":"Storage quota (GB)","x-help":"1 to 102,400 GB in the account's own folder."},"queues":{"type":"array","items":{"type":"string","minLength":3,"maxLength":12,"pattern":"^[A-Za-z0-9_]+$","x-rule":"name.ascii"},"maxItems":50,"uniqueItems":true,"title":"Queues","x-help":"The cluster's default queue when none is chosen."},"folders":{"type":"array","items":{"type":"string","maxLength":255,"pattern":"^/[\\p{L}\\p{N}_./-]*$","examples":["/share/data/wrf"],"allOf":[{"not":{"pattern":"(^|/)\\.{1,2}(/|$)"},"examples":["share/home/wrf_user/.config/","/share/home/wrf_user/jobs/wrf_run.sh"]}]},"maxItems":20,"uniqueItems":true,"title":"Accessible folders"}},"$id":"-1c4f2810"};
const func1 = cjs(runtime0, "default");
const pattern4 = new RegExp("^[A-Za-z0-9_]+$", "u");
const pattern5 = new RegExp("(^|/)\\.{1,2}(/|$)", "u");
const pattern6 = new RegExp("^/[\\p{L}\\p{N}_./-]*$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="-1c4f2810" */;
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
if(data.allocated_core_hours === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "allocated_core_hours"},message:"must have required property '"+"allocated_core_hours"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.storage_quota_gb === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "storage_quota_gb"},message:"must have required property '"+"storage_quota_gb"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.allocated_core_hours !== undefined){
let data0 = data.allocated_core_hours;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err2 = {instancePath:instancePath+"/allocated_core_hours",schemaPath:"#/properties/allocated_core_hours/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 100000 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/allocated_core_hours",schemaPath:"#/properties/allocated_core_hours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 5 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/allocated_core_hours",schemaPath:"#/properties/allocated_core_hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 5},message:"must be >= 5"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.storage_quota_gb !== undefined){
let data1 = data.storage_quota_gb;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err5 = {instancePath:instancePath+"/storage_quota_gb",schemaPath:"#/properties/storage_quota_gb/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 102400 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/storage_quota_gb",schemaPath:"#/properties/storage_quota_gb/maximum",keyword:"maximum",params:{comparison: "<=", limit: 102400},message:"must be <= 102400"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/storage_quota_gb",schemaPath:"#/properties/storage_quota_gb/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.queues !== undefined){
let data2 = data.queues;
if(Array.isArray(data2)){
if(data2.length > 50){
const err8 = {instancePath:instancePath+"/queues",schemaPath:"#/properties/queues/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 === "string"){
if(func1(data3) > 12){
const err9 = {instancePath:instancePath+"/queues/" + i0,schemaPath:"#/properties/queues/items/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data3) < 3){
const err10 = {instancePath:instancePath+"/queues/" + i0,schemaPath:"#/properties/queues/items/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern4.test(data3)){
const err11 = {instancePath:instancePath+"/queues/" + i0,schemaPath:"#/properties/queues/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_]+$"},message:"must match pattern \""+"^[A-Za-z0-9_]+$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/queues/" + i0,schemaPath:"#/properties/queues/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
let i1 = data2.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data2[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err13 = {instancePath:instancePath+"/queues",schemaPath:"#/properties/queues/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err14 = {instancePath:instancePath+"/queues",schemaPath:"#/properties/queues/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.folders !== undefined){
let data4 = data.folders;
if(Array.isArray(data4)){
if(data4.length > 20){
const err15 = {instancePath:instancePath+"/folders",schemaPath:"#/properties/folders/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const len1 = data4.length;
for(let i2=0; i2<len1; i2++){
let data5 = data4[i2];
const _errs15 = errors;
const _errs16 = errors;
if(typeof data5 === "string"){
if(!pattern5.test(data5)){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
var valid7 = _errs16 === errors;
if(valid7){
const err17 = {instancePath:instancePath+"/folders/" + i2,schemaPath:"#/properties/folders/items/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
if(typeof data5 === "string"){
if(func1(data5) > 255){
const err18 = {instancePath:instancePath+"/folders/" + i2,schemaPath:"#/properties/folders/items/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern6.test(data5)){
const err19 = {instancePath:instancePath+"/folders/" + i2,schemaPath:"#/properties/folders/items/pattern",keyword:"pattern",params:{pattern: "^/[\\p{L}\\p{N}_./-]*$"},message:"must match pattern \""+"^/[\\p{L}\\p{N}_./-]*$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/folders/" + i2,schemaPath:"#/properties/folders/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
let i3 = data4.length;
let j1;
if(i3 > 1){
const indices1 = {};
for(;i3--;){
let item1 = data4[i3];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err21 = {instancePath:instancePath+"/folders",schemaPath:"#/properties/folders/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
break;
}
indices1[item1] = i3;
}
}
}
else {
const err22 = {instancePath:instancePath+"/folders",schemaPath:"#/properties/folders/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"allocated_core_hours":true,"storage_quota_gb":true,"queues":true,"folders":true},"dynamicProps":false,"dynamicItems":false};

export default exports;
