// @ts-nocheck
/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Precompiled Ajv 2020-12 validators of the SharedUserQuotaForm form schema (../form-schemas/shared-user-quota-form.json), keyed
 * by rjsf's schema hash: pass the default export to createPrecompiledValidator.
 */
import * as runtime0 from "ajv/dist/runtime/ucs2length.js";

/** A CommonJS export, whether the module arrives as Node.js or a bundler interoperates it. */
const cjs = (ns, member) => (member === 'default' ? (typeof ns.default === 'function' ? ns.default : ns.default.default) : (ns[member] ?? ns.default[member]));
const exports = {};
exports["5fc73500"] = validate20;
const schema31 = {"$comment":"GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.","$schema":"https://json-schema.org/draft/2020-12/schema","title":"Resource limit","type":"object","required":["allocated_core_hours","file_system_quota_gb"],"properties":{"allocated_core_hours":{"type":"integer","minimum":1000,"maximum":100000,"title":"Allocated core-hours","x-help":"1,000 to 100,000 core-hours. The member's jobs on this cluster are refused once they would go beyond it."},"file_system_quota_gb":{"title":"Storage quota (GB)","type":"integer","minimum":1,"maximum":10240},"queue":{"type":"string","minLength":3,"maxLength":12,"pattern":"^[A-Za-z0-9_]+$","x-rule":"name.ascii","title":"Queue"},"partition":{"type":"string","minLength":3,"maxLength":12,"pattern":"^[A-Za-z0-9_]+$","x-rule":"name.ascii","title":"Partition"},"file_system_acl":{"title":"Accessible folders","type":"array","maxItems":20,"items":{"title":"Folder","type":"object","required":["sub_path","facl"],"properties":{"sub_path":{"type":"string","maxLength":255,"pattern":"^/[\\p{L}\\p{N}_./-]*$","examples":["/share/data/wrf"],"allOf":[{"not":{"pattern":"(^|/)\\.{1,2}(/|$)"},"examples":["share/home/wrf_user/.config/","/share/home/wrf_user/jobs/wrf_run.sh"]}],"title":"Folder path","x-help":"A folder of the cluster's shared storage, starting with /."},"facl":{"type":"string","enum":["r","rw"],"title":"Access","default":"rw"}}}}},"$id":"5fc73500"};
const func1 = cjs(runtime0, "default");
const pattern4 = new RegExp("^[A-Za-z0-9_]+$", "u");
const pattern6 = new RegExp("(^|/)\\.{1,2}(/|$)", "u");
const pattern7 = new RegExp("^/[\\p{L}\\p{N}_./-]*$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="5fc73500" */;
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
if(data.file_system_quota_gb === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "file_system_quota_gb"},message:"must have required property '"+"file_system_quota_gb"+"'"};
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
if(data0 < 1000 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/allocated_core_hours",schemaPath:"#/properties/allocated_core_hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1000},message:"must be >= 1000"};
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
if(data.file_system_quota_gb !== undefined){
let data1 = data.file_system_quota_gb;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err5 = {instancePath:instancePath+"/file_system_quota_gb",schemaPath:"#/properties/file_system_quota_gb/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 10240 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/file_system_quota_gb",schemaPath:"#/properties/file_system_quota_gb/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10240},message:"must be <= 10240"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/file_system_quota_gb",schemaPath:"#/properties/file_system_quota_gb/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.queue !== undefined){
let data2 = data.queue;
if(typeof data2 === "string"){
if(func1(data2) > 12){
const err8 = {instancePath:instancePath+"/queue",schemaPath:"#/properties/queue/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func1(data2) < 3){
const err9 = {instancePath:instancePath+"/queue",schemaPath:"#/properties/queue/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern4.test(data2)){
const err10 = {instancePath:instancePath+"/queue",schemaPath:"#/properties/queue/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_]+$"},message:"must match pattern \""+"^[A-Za-z0-9_]+$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/queue",schemaPath:"#/properties/queue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.partition !== undefined){
let data3 = data.partition;
if(typeof data3 === "string"){
if(func1(data3) > 12){
const err12 = {instancePath:instancePath+"/partition",schemaPath:"#/properties/partition/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func1(data3) < 3){
const err13 = {instancePath:instancePath+"/partition",schemaPath:"#/properties/partition/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern4.test(data3)){
const err14 = {instancePath:instancePath+"/partition",schemaPath:"#/properties/partition/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_]+$"},message:"must match pattern \""+"^[A-Za-z0-9_]+$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/partition",schemaPath:"#/properties/partition/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.file_system_acl !== undefined){
let data4 = data.file_system_acl;
if(Array.isArray(data4)){
if(data4.length > 20){
const err16 = {instancePath:instancePath+"/file_system_acl",schemaPath:"#/properties/file_system_acl/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.sub_path === undefined){
const err17 = {instancePath:instancePath+"/file_system_acl/" + i0,schemaPath:"#/properties/file_system_acl/items/required",keyword:"required",params:{missingProperty: "sub_path"},message:"must have required property '"+"sub_path"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5.facl === undefined){
const err18 = {instancePath:instancePath+"/file_system_acl/" + i0,schemaPath:"#/properties/file_system_acl/items/required",keyword:"required",params:{missingProperty: "facl"},message:"must have required property '"+"facl"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data5.sub_path !== undefined){
let data6 = data5.sub_path;
const _errs17 = errors;
const _errs18 = errors;
if(typeof data6 === "string"){
if(!pattern6.test(data6)){
const err19 = {};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
var valid5 = _errs18 === errors;
if(valid5){
const err20 = {instancePath:instancePath+"/file_system_acl/" + i0+"/sub_path",schemaPath:"#/properties/file_system_acl/items/properties/sub_path/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
if(typeof data6 === "string"){
if(func1(data6) > 255){
const err21 = {instancePath:instancePath+"/file_system_acl/" + i0+"/sub_path",schemaPath:"#/properties/file_system_acl/items/properties/sub_path/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!pattern7.test(data6)){
const err22 = {instancePath:instancePath+"/file_system_acl/" + i0+"/sub_path",schemaPath:"#/properties/file_system_acl/items/properties/sub_path/pattern",keyword:"pattern",params:{pattern: "^/[\\p{L}\\p{N}_./-]*$"},message:"must match pattern \""+"^/[\\p{L}\\p{N}_./-]*$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/file_system_acl/" + i0+"/sub_path",schemaPath:"#/properties/file_system_acl/items/properties/sub_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data5.facl !== undefined){
let data7 = data5.facl;
if(typeof data7 !== "string"){
const err24 = {instancePath:instancePath+"/file_system_acl/" + i0+"/facl",schemaPath:"#/properties/file_system_acl/items/properties/facl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!((data7 === "r") || (data7 === "rw"))){
const err25 = {instancePath:instancePath+"/file_system_acl/" + i0+"/facl",schemaPath:"#/properties/file_system_acl/items/properties/facl/enum",keyword:"enum",params:{allowedValues: schema31.properties.file_system_acl.items.properties.facl.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/file_system_acl/" + i0,schemaPath:"#/properties/file_system_acl/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/file_system_acl",schemaPath:"#/properties/file_system_acl/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"allocated_core_hours":true,"file_system_quota_gb":true,"queue":true,"partition":true,"file_system_acl":true},"dynamicProps":false,"dynamicItems":false};

export default exports;
